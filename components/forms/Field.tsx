import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Modal.module.scss';

type FieldProps = {
  label: ReactNode;
  error?: string;
  as?: 'input' | 'select';
  children?: ReactNode;
} & ComponentPropsWithRef<'input'> &
  Pick<ComponentPropsWithRef<'select'>, 'children'>;

/** A labelled form control whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, as = 'input', children, type, autoFocus, ...props }: FieldProps) {
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
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
