import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './LeadForm.module.scss';

type Control = 'input' | 'select' | 'textarea';
type TextFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  as?: Control;
  children?: ReactNode;
} & ComponentPropsWithRef<'input'> &
  Pick<ComponentPropsWithRef<'select'>, 'children'>;

/**
 * A labelled control of the lead forms. Unlike the modal forms' Field, its message line is always there (empty
 * until needed), so a message appearing never pushes the controls below it, or the submit button, away.
 */
export function LeadField({ label, hint, error, as = 'input', children, ...props }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {as === 'select' ? (
        <select id={id} {...(props as ComponentPropsWithRef<'select'>)} {...aria}>
          {children}
        </select>
      ) : as === 'textarea' ? (
        <textarea id={id} {...(props as ComponentPropsWithRef<'textarea'>)} {...aria} />
      ) : (
        <input id={id} {...props} {...aria} />
      )}
      <ErrorLine id={`${id}-error`} error={error} />
    </div>
  );
}

/** A checkbox with its label on the right and a reserved message line. */
export function LeadCheck({
  label,
  error,
  ...props
}: { label: ReactNode; error?: string } & ComponentPropsWithRef<'input'>) {
  const id = useId();
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <ErrorLine id={`${id}-error`} error={error} />
    </div>
  );
}

/** The required privacy-policy consent every lead form ends with; `use` says what the details are used for. */
export function PrivacyConsentCheck({
  use,
  ...props
}: { use: string; error?: string } & ComponentPropsWithRef<'input'>) {
  return (
    <LeadCheck
      label={
        <>
          I have read the{' '}
          <a href="/privacy" target="_blank" rel="noopener">
            privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          and agree that Corcym uses {use}.
        </>
      }
      {...props}
    />
  );
}

function ErrorLine({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  );
}

/**
 * The submit button, always enabled, and under it (so it never moves the button) what still needs attention.
 * Focus stays on the button: jumping to the first field would scroll the form out from under the pointer.
 */
export function SubmitRow({ label, busy, missing }: { label: string; busy: boolean; missing: string[] }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.submit} aria-busy={busy} disabled={busy}>
        {busy ? 'Sending…' : label}
      </button>
      <p className={styles.summary} role="status">
        {missing.length > 0
          ? `Please check ${missing.length === 1 ? 'this field' : 'these fields'}: ${missing.join(', ')}.`
          : ''}
      </p>
    </div>
  );
}

export const formStyles = styles;
