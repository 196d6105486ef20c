import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Modal.module.scss';

/** The class names a look gives the field's parts (each form family has its own Sass module). */
export interface FieldClasses {
  field: string;
  /** The wrapper of a checkbox (its label on the right). */
  check: string;
  /** A row around a checkbox and its label, inside `check` (the back office's confirmation ticks). */
  checkRow?: string;
  hint?: string;
  error: string;
}

const modalClasses: FieldClasses = { field: styles.field!, check: styles.check!, error: styles.error! };

export type FieldProps = {
  label: ReactNode;
  /** The control's id; the summary of a server-rendered form links to it, so pass a stable one there. */
  id?: string;
  hint?: ReactNode;
  error?: string;
  as?: 'input' | 'select' | 'textarea';
  /** The look: the class names of the site's modal forms unless given. */
  classes?: FieldClasses;
  /** The hint between the label and the control (the site's page forms), else under the control. */
  hintFirst?: boolean;
  /**
   * Keep the message line even while empty, so a message appearing never moves the controls below it (the page
   * forms and the back office); the modal forms grow instead.
   */
  reserveError?: boolean;
  /**
   * Announce the message as it appears (role="alert"). A form that shows one summary for all its messages turns
   * this off, so an empty form does not fire one alert per field; the message stays tied to its control.
   */
  announceError?: boolean;
  children?: ReactNode;
} & ComponentPropsWithRef<'input'> &
  Pick<ComponentPropsWithRef<'select'>, 'children'> &
  Pick<ComponentPropsWithRef<'textarea'>, 'rows'>;

/**
 * The one labelled form control of the site and the back office: the label, the control, its hint and its message,
 * tied to the control with aria-describedby and aria-invalid. Each form family only chooses its look.
 */
export function Field({
  label,
  id: givenId,
  hint,
  error,
  as = 'input',
  classes = modalClasses,
  hintFirst = false,
  reserveError = false,
  announceError = !reserveError,
  children,
  type,
  autoFocus,
  ...props
}: FieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  // Inside a modal dialog React's autoFocus fires before the dialog shows; the dialog focuses this mark instead.
  const focusMark = autoFocus ? { autoFocus, 'data-autofocus': true } : {};
  const hintId = hint ? `${id}-hint` : '';
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  const hintLine = hint && (
    <p id={hintId} className={classes.hint}>
      {hint}
    </p>
  );
  const errorLine = (error || reserveError) && (
    <p id={errorId} className={classes.error} role={error && announceError ? 'alert' : undefined}>
      {error}
    </p>
  );
  if (type === 'checkbox') {
    const box = (
      <>
        <input id={id} type="checkbox" {...props} {...focusMark} {...aria} />
        <label htmlFor={id}>{label}</label>
      </>
    );
    return (
      <div className={classes.check}>
        {classes.checkRow ? <span className={classes.checkRow}>{box}</span> : box}
        {hintLine}
        {errorLine}
      </div>
    );
  }
  const control =
    as === 'select' ? (
      <select id={id} {...(props as ComponentPropsWithRef<'select'>)} {...focusMark} {...aria}>
        {children}
      </select>
    ) : as === 'textarea' ? (
      <textarea id={id} {...(props as ComponentPropsWithRef<'textarea'>)} {...focusMark} {...aria} />
    ) : (
      <input id={id} type={type} {...props} {...focusMark} {...aria} />
    );
  return (
    <div className={classes.field}>
      <label htmlFor={id}>{label}</label>
      {hintFirst && hintLine}
      {control}
      {!hintFirst && hintLine}
      {errorLine}
    </div>
  );
}
