'use client';
import type { AdminFormState } from '@/lib/forms/action-state';
import styles from '../admin.module.scss';
import { AdminCheckGroup, AdminField, type AdminFieldProps } from '../form/AdminField';
import { AdminForm } from '../form/AdminForm';
import { SignedStep } from '../form/SignedStep';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
type Option = { value: string; label: string };

/** A form's fields, in the grid that pairs them on wider screens: each form below lists its fields as a table. */
function FieldGrid({ fields }: { fields: AdminFieldProps[] }) {
  return (
    <div className={styles.fieldGrid}>
      {fields.map((field) => (
        <AdminField key={field.name} {...field} />
      ))}
    </div>
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
  return (
    <AdminForm action={action} prefix="doc" summary submitLabel="Create document" pendingLabel="Creating…">
      <FieldGrid
        fields={[
          {
            name: 'code',
            label: 'Document code',
            hint: 'Printed on the label; the public address is /eifu/{code} and never changes.',
            required: true,
          },
          { name: 'title', label: 'Title as printed', required: true },
          { name: 'kind', label: 'Kind', options: kinds, defaultValue: 'ifu' },
          { name: 'language', label: 'Language', options: languages, defaultValue: 'en' },
        ]}
      />
      <AdminCheckGroup name="devices" legend="Devices this document goes with" options={devices} />
    </AdminForm>
  );
}

const IDENTIFIER_KINDS = [
  { value: 'ref', label: 'REF / model number' },
  { value: 'udi_di', label: 'UDI-DI (GTIN)' },
  { value: 'basic_udi_di', label: 'Basic UDI-DI' },
];

export function IdentifierForm({ action, devices }: { action: Action; devices: Option[] }) {
  return (
    <AdminForm action={action} prefix="id" summary submitLabel="Add identifier">
      <FieldGrid
        fields={[
          { name: 'device', label: 'Device', options: devices },
          { name: 'kind', label: 'Kind of identifier', options: IDENTIFIER_KINDS },
          {
            name: 'value',
            label: 'Identifier',
            hint: "As printed on the label. A UDI-DI's check digit is verified.",
            required: true,
          },
          { name: 'label', label: 'What it stands for (optional)', hint: 'For example a size: 21 mm.' },
        ]}
      />
    </AdminForm>
  );
}

const REVISION_FIELDS: AdminFieldProps[] = [
  { name: 'revision', label: 'Revision identifier', hint: 'As printed on the document, e.g. C or 03.', required: true },
  {
    name: 'issue_date',
    label: 'Date of issue',
    type: 'date',
    hint: 'As printed on the document; not in the future, not before the current revision.',
    required: true,
  },
  {
    name: 'file',
    label: 'PDF',
    type: 'file',
    accept: 'application/pdf,.pdf',
    hint: 'A PDF of at most 5 MB. Its SHA-256 is computed on the server.',
    required: true,
  },
  { name: 'change_note', label: 'What changed (optional)', as: 'textarea' },
];

/**
 * The author's upload. A refusal keeps every value and, with JavaScript, the chosen file; without, the file's hint
 * names the file chosen before, since a browser cannot prefill a file field.
 */
export function RevisionUploadForm({ action, documentId }: { action: Action; documentId: string }) {
  return (
    <AdminForm action={action} prefix="rev" summary submitLabel="Upload as draft" pendingLabel="Uploading…">
      <input type="hidden" name="document" value={documentId} />
      <FieldGrid fields={REVISION_FIELDS} />
    </AdminForm>
  );
}

/**
 * The approver's decision. Approving needs the box "I have read the draft" ticked and the member's own password:
 * Enter in the password field alone never publishes (the server checks the box too, with or without JavaScript).
 */
export function ApprovalForm({ action, revisionId, label }: { action: Action; revisionId: string; label: string }) {
  return (
    <AdminForm
      action={action}
      prefix={`approve-${revisionId.slice(0, 8)}`}
      label={`Decide on revision ${label}`}
      summary
      submitLabel={`Approve and publish revision ${label}`}
      buttons={(pending) => (
        <>
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
        </>
      )}
    >
      <input type="hidden" name="revision" value={revisionId} />
      <SignedStep
        readLabel="I have read the draft PDF and compared it with the current revision"
        hint="Approving publishes this revision at once. Re-enter your own password; you cannot approve your own upload."
      />
    </AdminForm>
  );
}
