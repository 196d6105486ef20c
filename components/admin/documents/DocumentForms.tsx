'use client';
import { useActionState, type ReactNode } from 'react';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';

/** The <option>s of a select, from its values and their labels. */
const optionsOf = (options: readonly { value: string; label: string }[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

export type State = {
  error?: string;
  success?: string;
  fields?: Record<string, string>;
  values?: Record<string, string | string[]>;
};
type Action = (state: State, form: FormData) => Promise<State>;
type Option = { value: string; label: string };

interface FieldProps {
  state: State;
  prefix: string;
  name: string;
  label: string;
  hint?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    defaultValue?: string;
  }) => ReactNode;
}

/** A label, the control, its hint and its error: the error is tied to the control with aria-describedby. */
function Field({ state, prefix, name, label, hint, children }: FieldProps) {
  const id = `${prefix}-${name}`;
  const error = state.fields?.[name];
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const value = state.values?.[name];
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described,
        defaultValue: typeof value === 'string' ? value : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={`${styles.message} ${styles.error}`}>
        {error}
      </p>
    </div>
  );
}

function Summary({ state }: { state: State }) {
  const errors = Object.entries(state.fields ?? {});
  return (
    <>
      <FormMessage error={state.error} success={state.success} />
      {errors.length > 0 && (
        <ul className={styles.error}>
          {errors.map(([name, message]) => (
            <li key={name}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function NewDocumentForm({
  action,
  kinds,
  languages,
  devices,
}: {
  action: Action;
  kinds: Option[];
  languages: Option[];
  devices: Option[];
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const chosen = new Set(Array.isArray(state.values?.devices) ? state.values.devices : []);
  return (
    <form className={styles.form} action={formAction} noValidate key={JSON.stringify(state.values ?? {})}>
      <div className={styles.fieldGrid}>
        <Field
          state={state}
          prefix="doc"
          name="code"
          label="Document code"
          hint="Printed on the label; the public address is /eifu/{code} and never changes."
        >
          {(props) => <input {...props} name="code" autoComplete="off" required />}
        </Field>
        <Field state={state} prefix="doc" name="title" label="Title as printed">
          {(props) => <input {...props} name="title" autoComplete="off" required />}
        </Field>
        <Field state={state} prefix="doc" name="kind" label="Kind">
          {(props) => (
            <select {...props} name="kind" defaultValue={props.defaultValue ?? 'ifu'}>
              {optionsOf(kinds)}
            </select>
          )}
        </Field>
        <Field state={state} prefix="doc" name="language" label="Language">
          {(props) => (
            <select {...props} name="language" defaultValue={props.defaultValue ?? 'en'}>
              {optionsOf(languages)}
            </select>
          )}
        </Field>
      </div>
      <fieldset aria-describedby={state.fields?.devices ? 'doc-devices-error' : undefined}>
        <legend>Devices this document goes with</legend>
        <div className={styles.fieldGrid}>
          {devices.map((option) => (
            <label key={option.value} className={styles.checkbox}>
              <input type="checkbox" name="devices" value={option.value} defaultChecked={chosen.has(option.value)} />{' '}
              {option.label}
            </label>
          ))}
        </div>
        <p id="doc-devices-error" className={`${styles.message} ${styles.error}`}>
          {state.fields?.devices}
        </p>
      </fieldset>
      <Summary state={state} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Creating…' : 'Create document'}
        </button>
      </div>
    </form>
  );
}

export function IdentifierForm({ action, devices }: { action: Action; devices: Option[] }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      className={styles.form}
      action={formAction}
      noValidate
      key={JSON.stringify(state.values ?? state.success ?? {})}
    >
      <div className={styles.fieldGrid}>
        <Field state={state} prefix="id" name="device" label="Device">
          {(props) => (
            <select {...props} name="device">
              {optionsOf(devices)}
            </select>
          )}
        </Field>
        <Field state={state} prefix="id" name="kind" label="Kind of identifier">
          {(props) => (
            <select {...props} name="kind">
              <option value="ref">REF / model number</option>
              <option value="udi_di">UDI-DI (GTIN)</option>
              <option value="basic_udi_di">Basic UDI-DI</option>
            </select>
          )}
        </Field>
        <Field
          state={state}
          prefix="id"
          name="value"
          label="Identifier"
          hint="As printed on the label. A UDI-DI's check digit is verified."
        >
          {(props) => <input {...props} name="value" autoComplete="off" required />}
        </Field>
        <Field
          state={state}
          prefix="id"
          name="label"
          label="What it stands for (optional)"
          hint="For example a size: 21 mm."
        >
          {(props) => <input {...props} name="label" autoComplete="off" />}
        </Field>
      </div>
      <Summary state={state} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Saving…' : 'Add identifier'}
        </button>
      </div>
    </form>
  );
}

export function RevisionUploadForm({ action, documentId }: { action: Action; documentId: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form
      className={styles.form}
      action={formAction}
      noValidate
      key={JSON.stringify(state.values ?? state.success ?? {})}
    >
      <input type="hidden" name="document" value={documentId} />
      <div className={styles.fieldGrid}>
        <Field
          state={state}
          prefix="rev"
          name="revision"
          label="Revision identifier"
          hint="As printed on the document, e.g. C or 03."
        >
          {(props) => <input {...props} name="revision" autoComplete="off" required />}
        </Field>
        <Field state={state} prefix="rev" name="issue_date" label="Date of issue" hint="As printed on the document.">
          {(props) => <input {...props} name="issue_date" type="date" required />}
        </Field>
        <Field
          state={state}
          prefix="rev"
          name="file"
          label="PDF"
          hint="A PDF of at most 5 MB. Its SHA-256 is computed on the server."
        >
          {(props) => (
            <input {...props} defaultValue={undefined} name="file" type="file" accept="application/pdf,.pdf" required />
          )}
        </Field>
        <Field state={state} prefix="rev" name="change_note" label="What changed (optional)">
          {(props) => <textarea {...props} name="change_note" rows={3} />}
        </Field>
      </div>
      <Summary state={state} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Uploading…' : 'Upload as draft'}
        </button>
      </div>
    </form>
  );
}

export function ApprovalForm({ action, revisionId, label }: { action: Action; revisionId: string; label: string }) {
  const [state, formAction, pending] = useActionState(action, {});
  const prefix = `approve-${revisionId.slice(0, 8)}`;
  return (
    <form className={styles.form} action={formAction} noValidate aria-label={`Decide on revision ${label}`}>
      <input type="hidden" name="revision" value={revisionId} />
      <Field
        state={state}
        prefix={prefix}
        name="password"
        label="Your password"
        hint="Approving publishes this revision at once. Re-enter your own password; you cannot approve your own upload."
      >
        {(props) => (
          <input
            {...props}
            defaultValue={undefined}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </Field>
      <Summary state={state} />
      <div className={styles.actions}>
        <button className={styles.button} type="submit" name="decision" value="approve">
          {pending ? 'Working…' : `Approve and publish revision ${label}`}
        </button>
        <button className={`${styles.button} ${styles.danger}`} type="submit" name="decision" value="reject">
          Reject revision {label}
        </button>
      </div>
    </form>
  );
}
