'use server';
import { cleanFileName } from '@/lib/validations/file-name';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import {
  addIdentifier,
  approveRevision,
  createDocument,
  createDraftRevision,
  DocumentChangeError,
  getRevision,
  rejectRevision,
} from '@/lib/server/documents/admin';
import { checkPdfUpload, storeRevisionPdf } from '@/lib/server/documents/files';
import { revalidateDocumentPages } from '@/lib/server/documents/revalidate';
import { getStorage } from '@/lib/server/storage';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { checkSecondApproval } from '@/lib/server/staff/second-approval';
import type { AdminFormState } from '@/lib/forms/action-state';
import { documentFormSchema, identifierFormSchema, revisionFormSchema } from '@/lib/validations/documents';

const LIST_PATH = '/admin/documents';
const REFUSED = 'Nothing was saved. Please correct the marked fields.';
const str = (form: FormData, name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : '');
const issues = (error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message;
  return fields;
};
const idOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? value : undefined;

export async function createDocumentAction(previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(previous, form);
  const staff = await requireStaff('documents.write', LIST_PATH);
  const values = {
    code: str(form, 'code'),
    kind: str(form, 'kind'),
    language: str(form, 'language'),
    title: str(form, 'title'),
    devices: form.getAll('devices').filter((value): value is string => typeof value === 'string'),
  };
  const parsed = documentFormSchema.safeParse(values);
  if (!parsed.success) return { message: REFUSED, errors: issues(parsed.error), values };
  const result = await unlessDatabaseDown(
    async () => {
      try {
        return { created: await createDocument(await getDb(), auditActor(staff), parsed.data) };
      } catch (error) {
        return refusedByChange(error, values);
      }
    },
    (message) => ({ message, values }),
  );
  if (!('created' in result) || !result.created) return { values, ...result };
  redirect(`${LIST_PATH}/${result.created.id}?notice=created`);
}

export async function addIdentifierAction(previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(previous, form);
  const staff = await requireStaff('documents.write', LIST_PATH);
  const values = {
    device: str(form, 'device'),
    kind: str(form, 'kind'),
    value: str(form, 'value'),
    label: str(form, 'label'),
  };
  const parsed = identifierFormSchema.safeParse(values);
  if (!parsed.success) return { message: REFUSED, errors: issues(parsed.error), values };
  return unlessDatabaseDown(
    async (): Promise<AdminFormState> => {
      try {
        const row = await addIdentifier(await getDb(), auditActor(staff), parsed.data);
        revalidateDocumentPages([row.device_key]);
        return { saved: true, message: `Identifier ${row.value} recorded for ${row.device_key}.` };
      } catch (error) {
        return refusedByChange(error, values);
      }
    },
    (message) => ({ message, values }),
  );
}

/** A change the data layer refused (a duplicate code, a published revision) as the form's answer; anything else throws. */
function refusedByChange(error: unknown, values: AdminFormState['values']): AdminFormState {
  if (!(error instanceof DocumentChangeError)) throw error;
  return { message: REFUSED, errors: { [error.field ?? 'form']: error.message }, values };
}
/** The author's step: a new revision as a draft, its PDF checked and hashed on the server. */
export async function uploadRevisionAction(previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(previous, form);
  const staff = await requireStaff('documents.write', LIST_PATH);
  const documentId = idOf(form.get('document'));
  if (!documentId) return { message: 'That document no longer exists.' };
  const posted = form.get('file');
  const values = {
    revision: str(form, 'revision'),
    issue_date: str(form, 'issue_date'),
    change_note: str(form, 'change_note'),
    // The chosen file's name, shown again after a refusal (a browser cannot prefill a file field).
    file_name: posted instanceof File && posted.size > 0 ? cleanFileName(posted.name) : '',
  };
  const parsed = revisionFormSchema.safeParse(values);
  const fields = parsed.success ? {} : issues(parsed.error);
  const file = await checkPdfUpload(posted);
  if (file.kind === 'none') fields.file = 'Choose the PDF of this revision.';
  if (file.kind === 'invalid') fields.file = file.message;
  if (!parsed.success || file.kind !== 'pdf') return { message: REFUSED, errors: fields, values };
  return unlessDatabaseDown(
    async (): Promise<AdminFormState> => {
      const stored = await storeRevisionPdf(file.bytes);
      try {
        const row = await createDraftRevision(await getDb(), auditActor(staff), documentId, parsed.data, {
          ...stored,
          name: file.name,
        });
        revalidatePath(`${LIST_PATH}/${documentId}`);
        return {
          saved: true,
          message: `Draft revision ${row.revision} uploaded (SHA-256 ${row.sha256}). A colleague has to approve it before it is published.`,
        };
      } catch (error) {
        await getStorage().delete(stored.key);
        return refusedByChange(error, values) as AdminFormState;
      }
    },
    (message) => ({ message, values }),
  );
}

/** The approver's step: a different member with documents.approve re-enters their password; approving publishes. */
export async function decideRevisionAction(previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(previous, form);
  const staff = await requireStaff('documents.approve', LIST_PATH);
  const revisionId = idOf(form.get('revision'));
  const decision = str(form, 'decision');
  if (!revisionId || !['approve', 'reject'].includes(decision)) return { message: 'That revision no longer exists.' };
  const values = { read: form.get('read') === 'yes' ? 'yes' : '' };
  // Approving publishes: it takes the ticked box as well as the password, so Enter in the password field alone
  // never publishes.
  if (decision === 'approve' && values.read !== 'yes')
    return {
      message: REFUSED,
      errors: { read: 'Tick “I have read the draft PDF” to approve and publish it.' },
      values,
    };
  return unlessDatabaseDown(
    async (): Promise<AdminFormState> => {
      const db = await getDb();
      const draft = await getRevision(db, revisionId);
      if (!draft || draft.status !== 'draft') return { message: 'That revision is no longer a draft.' };
      const check = await checkSecondApproval(db, staff, { authorId: draft.author_id }, str(form, 'password'), {
        entity: 'document_revision',
        entityId: revisionId,
        step: decision,
      });
      if (!check.ok)
        return check.reason === 'wrong-password'
          ? { message: REFUSED, errors: { password: check.message }, values }
          : { message: check.message, values };
      let decided: Awaited<ReturnType<typeof approveRevision>>;
      try {
        decided = await (decision === 'approve' ? approveRevision : rejectRevision)(db, auditActor(staff), revisionId);
      } catch (error) {
        if (error instanceof DocumentChangeError) return { message: error.message, values };
        throw error;
      }
      if (decided.status === 'published') {
        const devices = await db
          .selectFrom('document_devices')
          .select('device_key')
          .where('document_id', '=', decided.document_id)
          .execute();
        revalidateDocumentPages(devices.map((row) => row.device_key));
      }
      // The draft's panel is gone once decided: the answer is a notice on the document's page (with or without JS).
      const notice = decided.status === 'published' ? 'published' : 'rejected';
      redirect(
        `${LIST_PATH}/${decided.document_id}?notice=${notice}&revision=${encodeURIComponent(decided.revision)}#result`,
      );
    },
    (message) => ({ message, values }),
  );
}
