'use client';
import { useActionState, type ReactNode } from 'react';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';
import { useAdminForm, type AdminFormState } from '../useAdminForm';

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

/**
 * The form's summary for the forms that keep focus themselves (useAdminForm): the message (focused after a
 * refusal) and each field's error, linked to the field.
 */
function FocusSummary({
  state,
  prefix,
  messageRef,
}: {
  state: State;
  prefix: string;
  messageRef: React.Ref<HTMLParagraphElement>;
}) {
  const errors = Object.entries(state.fields ?? {});
  return (
    <div>
      <FormMessage ref={messageRef} error={state.error} success={state.success} />
      {errors.length > 0 && (
        <ul className={styles.error}>
          {errors.map(([name, message]) => (
            <li key={name}>
              <a href={`#${prefix}-${name}`}>{message}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type FlatAction = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

/**
 * The author's upload. Sent by useAdminForm, so a refusal keeps every value and the chosen file (with JavaScript);
 * without, the page names the file chosen before, since a browser cannot prefill a file field.
 */
export function RevisionUploadForm({ action, documentId }: { action: FlatAction; documentId: string }) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm(
    action,
    {},
    { focusSummary: true },
  );
  const flat = state as State;
  const chosen = value('file_name');
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      key={state.success ?? 'form'}
    >
      <input type="hidden" name="document" value={documentId} />
      <div className={styles.fieldGrid}>
        <Field
          state={flat}
          prefix="rev"
          name="revision"
          label="Revision identifier"
          hint="As printed on the document, e.g. C or 03."
        >
          {(props) => <input {...props} name="revision" autoComplete="off" required />}
        </Field>
        <Field
          state={flat}
          prefix="rev"
          name="issue_date"
          label="Date of issue"
          hint="As printed on the document; not in the future, not before the current revision."
        >
          {(props) => <input {...props} name="issue_date" type="date" required />}
        </Field>
        <Field
          state={flat}
          prefix="rev"
          name="file"
          label="PDF"
          hint={
            chosen
              ? `You chose ${chosen}. If this field is empty, choose it again. A PDF of at most 5 MB; its SHA-256 is computed on the server.`
              : 'A PDF of at most 5 MB. Its SHA-256 is computed on the server.'
          }
        >
          {(props) => (
            <input {...props} defaultValue={undefined} name="file" type="file" accept="application/pdf,.pdf" required />
          )}
        </Field>
        <Field state={flat} prefix="rev" name="change_note" label="What changed (optional)">
          {(props) => <textarea {...props} name="change_note" rows={3} />}
        </Field>
      </div>
      <FocusSummary state={flat} prefix="rev" messageRef={messageRef} />
      <div>
        <button className={styles.button} type="submit" disabled={pending}>
          {pending ? 'Uploading…' : 'Upload as draft'}
        </button>
      </div>
    </form>
  );
}

/**
 * The approver's decision. Approving needs the box "I have read the draft" ticked and the member's own password:
 * Enter in the password field alone never publishes (the server checks the box too, with or without JavaScript).
 */
export function ApprovalForm({ action, revisionId, label }: { action: FlatAction; revisionId: string; label: string }) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm(
    action,
    {},
    { focusSummary: true },
  );
  const flat = state as State;
  const prefix = `approve-${revisionId.slice(0, 8)}`;
  const readError = state.fields?.read;
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Decide on revision ${label}`}
    >
      <input type="hidden" name="revision" value={revisionId} />
      <div className={styles.field}>
        <span className={styles.confirm}>
          <input
            id={`${prefix}-read`}
            type="checkbox"
            name="read"
            value="yes"
            defaultChecked={value('read') === 'yes'}
            aria-invalid={Boolean(readError)}
            aria-describedby={readError ? `${prefix}-read-error` : undefined}
          />
          <label htmlFor={`${prefix}-read`}>I have read the draft PDF and compared it with the current revision</label>
        </span>
        <p id={`${prefix}-read-error`} className={`${styles.message} ${styles.error}`}>
          {readError}
        </p>
      </div>
      <Field
        state={flat}
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
      <FocusSummary state={flat} prefix={prefix} messageRef={messageRef} />
      <div className={styles.actions}>
        <button className={styles.button} type="submit" name="decision" value="approve" disabled={pending}>
          {pending ? 'Working…' : `Approve and publish revision ${label}`}
        </button>
        <button
          className={`${styles.button} ${styles.danger}`}
          type="submit"
          name="decision"
          value="reject"
          disabled={pending}
        >
          Reject revision {label}
        </button>
      </div>
    </form>
  );
}
