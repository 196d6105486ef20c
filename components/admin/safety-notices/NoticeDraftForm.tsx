'use client';
import {
  MAX_NOTICE_PDF_BYTES,
  NOTICE_PDF_LIMIT_TEXT,
  noticePdfsTooLarge,
  type NoticeDraftState,
} from '@/lib/safety-notices/draft-state';
import styles from '@/components/admin/admin.module.scss';
import { AdminCheckGroup, AdminField } from '@/components/admin/form/AdminField';
import { AdminForm } from '@/components/admin/form/AdminForm';

type Action = (state: NoticeDraftState, form: FormData) => Promise<NoticeDraftState>;

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
  return (
    <AdminForm
      action={action}
      initial={initial}
      prefix="notice"
      label={label}
      summary
      fieldLabel={noticeFieldLabel}
      submitLabel="Save as draft"
      check={pdfsOverLimit}
      // After "Add another device", focus goes to the new row's first field (the summary has nothing to say).
      focusTarget={(state) => (state.added ? `notice-device_${state.added}` : undefined)}
    >
      {(state) => (
        <DraftFields
          state={state}
          devices={devices}
          countries={countries}
          deviceRows={state.deviceRows ?? firstRows}
          fileRows={fileRows}
        />
      )}
    </AdminForm>
  );
}

/**
 * PDFs over the limit are refused here, before anything is sent: the server would refuse the whole post before
 * the action runs, and what was typed would be lost (lib/safety-notices/draft.ts).
 */
function pdfsOverLimit(form: HTMLFormElement) {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')];
  const bytes = inputs.reduce((sum, input) => sum + [...(input.files ?? [])].reduce((n, f) => n + f.size, 0), 0);
  return bytes > MAX_NOTICE_PDF_BYTES ? noticePdfsTooLarge(bytes) : undefined;
}

function DraftFields({
  state,
  devices,
  countries,
  deviceRows,
  fileRows,
}: {
  state: NoticeDraftState;
  devices: readonly { key: string; label: string }[];
  countries: readonly { code: string; name: string }[];
  deviceRows: number;
  fileRows: number;
}) {
  const deviceOptions = [
    { value: '', label: 'Choose a device' },
    ...devices.map((d) => ({ value: d.key, label: d.label })),
  ];
  return (
    <>
      <input type="hidden" name="device_rows" value={deviceRows} />
      {state.values?.corrects && <input type="hidden" name="corrects" value={String(state.values.corrects)} />}
      <div className={styles.fieldGrid}>
        <AdminField name="reference" label="Reference" hint="As printed on the notice, e.g. FSN-2026-001." />
        <AdminField name="issuedOn" label="Date of issue" type="date" />
      </div>
      <AdminField name="title" label="Title" />
      <AdminField
        name="summary"
        label="Summary"
        as="textarea"
        hint="What happened and what users must do, in plain words."
      />
      <AdminCheckGroup
        name="countries"
        legend="Countries"
        hint={(ticked) =>
          `Tick each country where the notice is distributed${ticked.length > 0 ? ` (${ticked.length} ticked: ${ticked.join(', ')})` : ''}.`
        }
        options={countries.map((country) => ({ value: country.code, label: country.name }))}
      />
      {Array.from({ length: deviceRows }, (_, index) => index + 1).map((row) => (
        <fieldset key={row} className={styles.card}>
          <legend>
            Device {row}
            {row > 1 ? ' (optional)' : ''}
          </legend>
          <div className={styles.fieldGrid}>
            <AdminField name={`device_${row}`} label="Device" options={deviceOptions} />
            <AdminField name={`udi_${row}`} label="UDI-DI (GTIN-14)" hint="14 digits; optional." />
          </div>
          <AdminField
            name={`ranges_${row}`}
            label="Affected lots or serial numbers"
            as="textarea"
            hint="One per line: lot L0100 to L0199, or serial 12345 for a single number."
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
            <AdminField name={`language_${row}`} label="Language" hint="A code, e.g. en, it, de." />
            <AdminField
              name={`file_${row}`}
              label="PDF file"
              type="file"
              accept="application/pdf,.pdf"
              hint={`A PDF, ${NOTICE_PDF_LIMIT_TEXT}.`}
            />
          </div>
        </fieldset>
      ))}
    </>
  );
}
