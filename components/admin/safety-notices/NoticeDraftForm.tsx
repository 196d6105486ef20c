'use client';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  MAX_NOTICE_PDF_BYTES,
  NOTICE_PDF_LIMIT_TEXT,
  noticePdfsTooLarge,
  type NoticeDraftState,
} from '@/lib/safety-notices/draft-state';
import styles from '@/components/admin/admin.module.scss';
import { FormMessage } from '@/components/admin/FormMessage';
import { useAdminForm } from '@/components/admin/useAdminForm';
import form from './notice-form.module.scss';

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
  const describedBy =
    [hint || (type === 'file' && state.values?.[`${name}_name`]) ? `${id}-hint` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const value = type === 'file' ? undefined : (state.values?.[name] ?? '');
  const chosen = type === 'file' ? state.values?.[`${name}_name`] : undefined;
  const shownHint = chosen ? `You chose ${chosen}. If this field is empty, choose it again.` : hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {shownHint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {shownHint}
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

/** The name a member reads for a field of the form, in the summary of a refusal. */
export function noticeFieldLabel(name: string): string {
  const fixed: Record<string, string> = {
    reference: 'Reference',
    issuedOn: 'Date of issue',
    title: 'Title',
    summary: 'Summary',
    countries: 'Countries',
  };
  if (fixed[name]) return fixed[name];
  const row = /^(device|udi|ranges|language|file)_(\d+)$/.exec(name);
  if (!row) return name;
  const part = {
    device: 'device',
    udi: 'UDI-DI',
    ranges: 'affected lots or serial numbers',
    language: 'language',
    file: 'PDF file',
  }[row[1] as 'device' | 'udi' | 'ranges' | 'language' | 'file'];
  return `${row[1] === 'language' || row[1] === 'file' ? 'Notice PDF' : 'Device'} ${row[2]}, ${part}`;
}

/**
 * The countries of the notice: one checkbox per country of the site's list, in a fieldset named "Countries",
 * ticked from what was sent (or stored, for a correction). Posted as one `countries` value each.
 */
function CountryChoice({
  countries,
  state,
}: {
  countries: readonly { code: string; name: string }[];
  state: NoticeDraftState;
}) {
  const error = state.errors?.countries;
  const chosen = new Set((state.values?.countries ?? '').split(/[\s,;]+/).filter(Boolean));
  return (
    <fieldset
      id="notice-countries"
      className={styles.field}
      aria-describedby={['notice-countries-hint', error ? 'notice-countries-error' : ''].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
    >
      <legend>Countries</legend>
      <p id="notice-countries-hint" className={styles.hint}>
        Tick each country where the notice is distributed
        {chosen.size > 0 ? ` (${chosen.size} ticked: ${[...chosen].join(', ')})` : ''}.
      </p>
      <ul className={form.countries}>
        {countries.map((country) => (
          <li key={country.code}>
            <input
              id={`notice-country-${country.code}`}
              type="checkbox"
              name="countries"
              value={country.code}
              defaultChecked={chosen.has(country.code)}
            />
            <label htmlFor={`notice-country-${country.code}`}>{country.name}</label>
          </li>
        ))}
      </ul>
      <p id="notice-countries-error" className={`${styles.message} ${styles.error}`}>
        {error}
      </p>
    </fieldset>
  );
}

/**
 * A new field safety notice, saved as a draft. Works without JavaScript (a multipart post to the server action);
 * a refused draft comes back with every value kept (with JavaScript the chosen files stay chosen; without, each
 * file field names the file chosen before) and a summary by the button naming each refused field, linked to it,
 * with focus moved there.
 */
export function NoticeDraftForm({
  action,
  devices,
  countries,
  deviceRows: firstRows,
  fileRows,
  initial = {},
  label = 'New safety notice',
}: {
  action: Action;
  devices: readonly { key: string; label: string }[];
  countries: readonly { code: string; name: string }[];
  deviceRows: number;
  fileRows: number;
  /** The values to start from: a correction starts from its rejected draft. */
  initial?: NoticeDraftState;
  label?: string;
}) {
  const { state, formAction, pending, onSubmit, formRef, messageRef } = useAdminForm<NoticeDraftState>(
    action,
    initial,
    { focusSummary: true },
  );
  const deviceRows = state.deviceRows ?? firstRows;
  // PDFs over the limit are refused here, before anything is sent: the server would refuse the whole post before
  // the action runs, and what was typed would be lost (lib/safety-notices/draft.ts).
  const [tooLarge, setTooLarge] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const inputs = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    const bytes = inputs.reduce((sum, input) => sum + [...(input.files ?? [])].reduce((n, f) => n + f.size, 0), 0);
    if (bytes > MAX_NOTICE_PDF_BYTES) {
      event.preventDefault();
      setTooLarge(noticePdfsTooLarge(bytes));
      messageRef.current?.focus();
      return;
    }
    setTooLarge(undefined);
    onSubmit(event);
  };
  // After "Add another device", focus goes to the new row's first field (the summary has nothing to say).
  useEffect(() => {
    if (state.added) document.getElementById(`notice-device_${state.added}`)?.focus();
  }, [state]);
  const errors = Object.entries(state.errors ?? {});
  return (
    <form ref={formRef} className={styles.form} action={formAction} onSubmit={submit} noValidate aria-label={label}>
      <input type="hidden" name="device_rows" value={deviceRows} />
      {state.values?.corrects && <input type="hidden" name="corrects" value={state.values.corrects} />}
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
      <CountryChoice countries={countries} state={state} />
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
      <div>
        {/* A submit button, so it works without JavaScript: the form comes back with every value and one more row. */}
        <button className={styles.secondary} type="submit" name="intent" value="add-device" formNoValidate>
          Add another device
        </button>
        <p className={styles.hint} role="status" aria-live="polite">
          {state.added ? `Device ${state.added} was added: fill it in, or leave it empty.` : ''}
        </p>
      </div>
      {Array.from({ length: fileRows }, (_, index) => index + 1).map((row) => (
        <fieldset key={`file-${row}`} className={styles.card}>
          <legend>
            Notice PDF {row}
            {row > 1 ? ' (optional)' : ''}
          </legend>
          <div className={styles.fieldGrid}>
            <Field name={`language_${row}`} label="Language" hint="A code, e.g. en, it, de." state={state} />
            <Field
              name={`file_${row}`}
              label="PDF file"
              type="file"
              hint={`A PDF, ${NOTICE_PDF_LIMIT_TEXT}.`}
              state={state}
            />
          </div>
        </fieldset>
      ))}
      <div>
        <FormMessage ref={messageRef} error={tooLarge ?? state.message} />
        {errors.length > 0 && (
          <ul className={styles.error}>
            {errors.map(([name, message]) => (
              <li key={name}>
                <a href={`#notice-${name}`}>
                  {noticeFieldLabel(name)}: {message}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <button className={styles.button} type="submit" aria-busy={pending}>
          {pending ? 'Saving…' : 'Save as draft'}
        </button>
      </div>
    </form>
  );
}
