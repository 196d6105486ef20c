import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CountryOptions } from './CountryOptions';
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

/** The fields every lead form asks for, whatever else it asks. */
interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
}
type PersonFields = FieldValues & PersonValues;

interface PersonFieldProps<T extends PersonFields> {
  form: UseFormReturn<T, unknown, unknown>;
  labels: { firstName: string; lastName: string; email: string; country: string };
}

function personField<T extends PersonFields>(form: PersonFieldProps<T>['form'], name: keyof PersonValues) {
  const errors = form.formState.errors as FieldErrors<PersonValues>;
  return { error: errors[name]?.message, ...form.register(name as Path<T>) };
}

/** First and last name side by side. */
export function NameRow<T extends PersonFields>({ form, labels }: PersonFieldProps<T>) {
  return (
    <div className={styles.row}>
      <LeadField label={labels.firstName} {...personField(form, 'firstName')} autoComplete="given-name" />
      <LeadField label={labels.lastName} {...personField(form, 'lastName')} autoComplete="family-name" />
    </div>
  );
}

export function EmailField<T extends PersonFields>({ form, labels }: PersonFieldProps<T>) {
  return <LeadField label={labels.email} type="email" {...personField(form, 'email')} autoComplete="email" />;
}

export function CountrySelect<T extends PersonFields>({ form, labels }: PersonFieldProps<T>) {
  return (
    <LeadField label={labels.country} as="select" {...personField(form, 'country')} autoComplete="country-name">
      <CountryOptions />
    </LeadField>
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
