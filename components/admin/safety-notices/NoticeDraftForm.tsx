'use client';
import { useActionState, type ReactNode } from 'react';
import type { NoticeDraftState } from '@/lib/safety-notices/draft-state';
import styles from '@/components/admin/admin.module.scss';
import { FormMessage } from '@/components/admin/FormMessage';

type Action = (state: NoticeDraftState, form: FormData) => Promise<NoticeDraftState>;

function Field({
  name,
  label,
  hint,
  state,
  as = 'input',
  type = 'text',
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  state: NoticeDraftState;
  as?: 'input' | 'textarea' | 'select';
  type?: string;
  children?: ReactNode;
}) {
  const id = `notice-${name}`;
  const error = state.errors?.[name];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const value = type === 'file' ? undefined : (state.values?.[name] ?? '');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {as === 'textarea' ? (
        <textarea {...common} defaultValue={value} rows={4} />
      ) : as === 'select' ? (
        <select {...common} defaultValue={value}>
          {children}
        </select>
      ) : type === 'file' ? (
        <input {...common} type="file" accept="application/pdf,.pdf" />
      ) : (
        <input {...common} type={type} defaultValue={value} />
      )}
      <p id={`${id}-error`} className={`${styles.message} ${styles.error}`}>
        {error}
      </p>
    </div>
  );
}

/**
 * A new field safety notice, saved as a draft. Works without JavaScript (a multipart post to the server action);
 * a refused draft comes back with every text kept and each message under its field (files must be chosen again).
 */
export function NoticeDraftForm({
  action,
  devices,
  deviceRows,
  fileRows,
}: {
  action: Action;
  devices: readonly { key: string; label: string }[];
  deviceRows: number;
  fileRows: number;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form className={styles.form} action={formAction} noValidate aria-label="New safety notice">
      <FormMessage error={state.message} />
      <div className={styles.fieldGrid}>
        <Field name="reference" label="Reference" hint="As printed on the notice, e.g. FSN-2026-001." state={state} />
        <Field name="issuedOn" label="Date of issue" type="date" state={state} />
      </div>
      <Field name="title" label="Title" state={state} />
      <Field
        name="summary"
        label="Summary"
        as="textarea"
        hint="What happened and what users must do, in plain words."
        state={state}
      />
      <Field
        name="countries"
        label="Countries"
        hint="Two-letter codes separated by commas, e.g. IT, DE, FR."
        state={state}
      />
      {Array.from({ length: deviceRows }, (_, index) => index + 1).map((row) => (
        <fieldset key={row} className={styles.card}>
          <legend>
            Device {row}
            {row > 1 ? ' (optional)' : ''}
          </legend>
          <div className={styles.fieldGrid}>
            <Field name={`device_${row}`} label="Device" as="select" state={state}>
              <option value="">Choose a device</option>
              {devices.map((device) => (
                <option key={device.key} value={device.key}>
                  {device.label}
                </option>
              ))}
            </Field>
            <Field name={`udi_${row}`} label="UDI-DI (GTIN-14)" hint="14 digits; optional." state={state} />
          </div>
          <Field
            name={`ranges_${row}`}
            label="Affected lots or serial numbers"
            as="textarea"
            hint="One per line: lot L0100 to L0199, or serial 12345 for a single number."
            state={state}
          />
        </fieldset>
      ))}
      {Array.from({ length: fileRows }, (_, index) => index + 1).map((row) => (
        <fieldset key={`file-${row}`} className={styles.card}>
          <legend>
            Notice PDF {row}
            {row > 1 ? ' (optional)' : ''}
          </legend>
          <div className={styles.fieldGrid}>
            <Field name={`language_${row}`} label="Language" hint="A code, e.g. en, it, de." state={state} />
            <Field name={`file_${row}`} label="PDF file" type="file" state={state} />
          </div>
        </fieldset>
      ))}
      <div>
        <button className={styles.button} type="submit" aria-busy={pending}>
          {pending ? 'Saving…' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}
