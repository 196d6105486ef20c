import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Modal.module.scss';

type FieldProps = {
  label: ReactNode;
  error?: string;
  as?: 'input' | 'select';
  /**
   * Announce the message as it appears (role="alert"). A form that shows one summary for all its messages turns
   * this off, so an empty form does not fire one alert per field; the message stays tied to its control.
   */
  announceError?: boolean;
  children?: ReactNode;
} & ComponentPropsWithRef<'input'> &
  Pick<ComponentPropsWithRef<'select'>, 'children'>;

/** A labelled form control whose error is announced and tied to it with aria-describedby. */
export function Field({
  label,
  error,
  as = 'input',
  announceError = true,
  children,
  type,
  autoFocus,
  ...props
}: FieldProps) {
  const id = useId();
  // Inside a modal dialog React's autoFocus fires before the dialog shows; the dialog focuses this mark instead.
  const focusMark = autoFocus ? { autoFocus, 'data-autofocus': true } : {};
  const errorId = `${id}-error`;
  const described = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const checkbox = type === 'checkbox';
  return (
    <div className={checkbox ? styles.check : styles.field}>
      {!checkbox && <label htmlFor={id}>{label}</label>}
      {as === 'select' ? (
        <select id={id} {...(props as ComponentPropsWithRef<'select'>)} {...focusMark} {...described}>
          {children}
        </select>
      ) : (
        <input id={id} type={type} {...props} {...focusMark} {...described} />
      )}
      {checkbox && <label htmlFor={id}>{label}</label>}
      {error && (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
