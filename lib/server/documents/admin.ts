import 'server-only';
import { randomUUID } from 'node:crypto';
import { nowIso, type Db } from '@/lib/server/db';
import type { Selectable } from 'kysely';
import type { Database } from '@/lib/server/db/schema';
import { companyDate } from '@/lib/paper-copies/due-date';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { dispatchQueued, queueRevisionMails } from '@/lib/server/follow/notify';
import type { QueuedMail } from '@/lib/server/follow/subscriptions';
import type { DocumentFormInput, IdentifierFormInput, RevisionFormInput } from '@/lib/validations/documents';

/**
 * The back office's side of the document centre. Every write is audited. A revision is uploaded as a draft by its
 * author ("author" in the audit detail) and published only by a different member who approves it ("approver",
 * checked by lib/server/staff/second-approval.ts before calling approveRevision). A published revision is never
 * edited or deleted here: a later published revision supersedes it.
 */
export type DocumentRow = Selectable<Database['documents']>;
export type RevisionRow = Selectable<Database['document_revisions']>;
export type IdentifierRow = Selectable<Database['device_identifiers']>;

/** A refusal staff can act on; `field` names the form field it belongs to. */
export class DocumentChangeError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface StaffDocumentRow extends DocumentRow {
  devices: string[];
  current: string | null;
  drafts: number;
}

export async function listDocumentsForStaff(db: Db): Promise<StaffDocumentRow[]> {
  const [docs, links, revisions] = await Promise.all([
    db.selectFrom('documents').selectAll().orderBy('code').execute(),
    db.selectFrom('document_devices').selectAll().execute(),
    db
      .selectFrom('document_revisions')
      .select(['document_id', 'revision', 'status', 'published_at'])
      .orderBy('published_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return docs.map((doc) => ({
    ...doc,
    devices: links.filter((link) => link.document_id === doc.id).map((link) => link.device_key),
    current: revisions.find((rev) => rev.document_id === doc.id && rev.status === 'published')?.revision ?? null,
    drafts: revisions.filter((rev) => rev.document_id === doc.id && rev.status === 'draft').length,
  }));
}

export interface StaffDocument {
  document: DocumentRow;
  devices: string[];
  revisions: Array<RevisionRow & { author_email: string | null; approver_email: string | null }>;
}

export async function getDocumentForStaff(db: Db, id: string): Promise<StaffDocument | undefined> {
  const document = await db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
  if (!document) return undefined;
  const [links, revisions] = await Promise.all([
    db.selectFrom('document_devices').select('device_key').where('document_id', '=', id).execute(),
    db
      .selectFrom('document_revisions')
      .leftJoin('staff_users as author', 'author.id', 'document_revisions.author_id')
      .leftJoin('staff_users as approver', 'approver.id', 'document_revisions.approver_id')
      .selectAll('document_revisions')
      .select(['author.email as author_email', 'approver.email as approver_email'])
      .where('document_revisions.document_id', '=', id)
      .orderBy('document_revisions.created_at', 'desc')
      .execute(),
  ]);
  return { document, devices: links.map((link) => link.device_key).sort(), revisions };
}

export async function listIdentifiers(db: Db): Promise<IdentifierRow[]> {
  return db
    .selectFrom('device_identifiers')
    .selectAll()
    .orderBy('device_key')
    .orderBy('kind')
    .orderBy('value')
    .execute();
}

export async function createDocument(db: Db, actor: AuditActor, input: DocumentFormInput): Promise<DocumentRow> {
  return withAudit(db, actor, { action: 'documents.create', entity: 'document' }, async (trx) => {
    const taken = await trx.selectFrom('documents').select('id').where('code', '=', input.code).executeTakeFirst();
    if (taken) throw new DocumentChangeError('Another document already has this code; codes never change.', 'code');
    const now = nowIso();
    const row: DocumentRow = {
      id: randomUUID(),
      code: input.code,
      kind: input.kind,
      language: input.language,
      title: input.title,
      sample: 0,
      created_by: actor.id ?? actor.email,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('documents').values(row).execute();
    const keys = [...new Set(input.devices)];
    await trx
      .insertInto('document_devices')
      .values(keys.map((device_key) => ({ document_id: row.id, device_key })))
      .execute();
    const after = { ...row, devices: keys };
    return { result: row, after, entityId: row.id };
  });
}

export async function addIdentifier(db: Db, actor: AuditActor, input: IdentifierFormInput): Promise<IdentifierRow> {
  return withAudit(db, actor, { action: 'documents.identifier', entity: 'device_identifier' }, async (trx) => {
    const taken = await trx
      .selectFrom('device_identifiers')
      .select('device_key')
      .where('kind', '=', input.kind)
      .where('value', '=', input.value)
      .executeTakeFirst();
    if (taken) throw new DocumentChangeError(`This identifier is already recorded for ${taken.device_key}.`, 'value');
    const row: IdentifierRow = {
      id: randomUUID(),
      device_key: input.device,
      kind: input.kind,
      value: input.value,
      label: input.label || null,
      sample: 0,
      created_by: actor.id ?? actor.email,
      created_at: nowIso(),
    };
    await trx.insertInto('device_identifiers').values(row).execute();
    return { result: row, after: row, entityId: row.id };
  });
}

export interface StoredPdf {
  key: string;
  name: string;
  size: number;
  sha256: string;
}

/**
 * A new draft revision with its stored PDF: the author's step. Refused, naming the field: an identifier already
 * used by a draft or a published revision of this document (a rejected draft frees its identifier, so the site's
 * letters follow the printed IFU; the rejection stays in the audit log); a date of issue in the future (in the
 * company's time zone) or before the date of the current revision; a file identical to an earlier revision of this
 * document ("identical to revision B rejected on …").
 */
export async function createDraftRevision(
  db: Db,
  actor: AuditActor,
  documentId: string,
  input: RevisionFormInput,
  file: StoredPdf,
  now = new Date(),
): Promise<RevisionRow> {
  return withAudit(db, actor, { action: 'documents.revision.upload', entity: 'document_revision' }, async (trx) => {
    const document = await trx.selectFrom('documents').select('id').where('id', '=', documentId).executeTakeFirst();
    if (!document) throw new DocumentChangeError('That document no longer exists.');
    const earlier = await trx
      .selectFrom('document_revisions')
      .select(['id', 'revision', 'status', 'issue_date', 'sha256', 'published_at', 'created_at'])
      .where('document_id', '=', documentId)
      .execute();
    const taken = earlier.find((rev) => rev.revision === input.revision && rev.status !== 'rejected');
    if (taken)
      throw new DocumentChangeError(
        `Revision ${input.revision} already exists (${taken.status}); a revision identifier is used once (a rejected draft frees it).`,
        'revision',
      );
    const today = companyDate(now);
    if (input.issue_date > today)
      throw new DocumentChangeError(
        `The date of issue ${input.issue_date} is in the future (today is ${today}). Enter the date printed on the document.`,
        'issue_date',
      );
    const current = earlier
      .filter((rev) => rev.status === 'published')
      .sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''))[0];
    if (current && input.issue_date < current.issue_date)
      throw new DocumentChangeError(
        `The date of issue ${input.issue_date} is before that of the current revision ${current.revision} (${current.issue_date}).`,
        'issue_date',
      );
    const same = earlier
      .filter((rev) => rev.sha256 === file.sha256)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    if (same) {
      const when =
        same.status === 'rejected'
          ? ` on ${(await rejectedOn(trx, same.id)) ?? 'an earlier date'}`
          : same.status === 'published'
            ? ` on ${(same.published_at ?? '').slice(0, 10)}`
            : '';
      const state = same.status === 'draft' ? 'waiting for approval' : same.status;
      throw new DocumentChangeError(
        `This file is identical to revision ${same.revision} ${state}${when} (same SHA-256). Choose the PDF of the new revision.`,
        'file',
      );
    }
    const row: RevisionRow = {
      id: randomUUID(),
      document_id: documentId,
      revision: input.revision,
      issue_date: input.issue_date,
      file_key: file.key,
      file_name: file.name.slice(0, 200),
      file_size: file.size,
      sha256: file.sha256,
      external_url: null,
      change_note: input.change_note || null,
      status: 'draft',
      author_id: actor.id ?? actor.email,
      created_at: nowIso(),
      approver_id: null,
      published_at: null,
      sample: 0,
    };
    await trx.insertInto('document_revisions').values(row).execute();
    return { result: row, after: { ...row, meaning: 'author' }, entityId: row.id };
  });
}

/** The calendar date a revision was rejected, from the audit log (the revisions table keeps no such date). */
async function rejectedOn(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select('at')
    .where('entity_id', '=', id)
    .where('action', '=', 'documents.revision.reject')
    .orderBy('at', 'desc')
    .executeTakeFirst();
  return row?.at.slice(0, 10);
}

export async function getRevision(db: Db, id: string): Promise<RevisionRow | undefined> {
  return db.selectFrom('document_revisions').selectAll().where('id', '=', id).executeTakeFirst();
}

async function decide(db: Db, actor: AuditActor, id: string, approve: boolean) {
  const action = approve ? 'documents.revision.approve' : 'documents.revision.reject';
  // The followers' mails (lib/server/follow) are written with the publication and sent once it has committed.
  let followMails: QueuedMail[] = [];
  const decided = await withAudit(db, actor, { action, entity: 'document_revision', entityId: id }, async (trx) => {
    const before = await trx.selectFrom('document_revisions').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new DocumentChangeError('That revision no longer exists.');
    if (before.status !== 'draft')
      throw new DocumentChangeError(
        `Revision ${before.revision} is already ${before.status}; only a draft is decided.`,
      );
    if (before.author_id === actor.id)
      throw new DocumentChangeError('You uploaded this draft, so a different colleague has to approve it.');
    const now = nowIso();
    const patch = approve
      ? { status: 'published' as const, approver_id: actor.id, published_at: now }
      : { status: 'rejected' as const, approver_id: actor.id };
    // Only a draft moves: the condition guards against two approvers at once.
    const updated = await trx
      .updateTable('document_revisions')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new DocumentChangeError('That revision was decided meanwhile.');
    await trx.updateTable('documents').set({ updated_at: now }).where('id', '=', before.document_id).execute();
    if (approve) followMails = await queueRevisionMails(trx, id);
    const after = { ...before, ...patch };
    return { result: after, before, after: { ...after, meaning: 'approver', author_id: before.author_id } };
  });
  dispatchQueued(db, followMails);
  return decided;
}

/** The approver's step: the draft becomes the current published revision. */
export const approveRevision = (db: Db, actor: AuditActor, id: string) => decide(db, actor, id, true);
/** The approver refuses the draft: it stays in the history as rejected and is never public. */
export const rejectRevision = (db: Db, actor: AuditActor, id: string) => decide(db, actor, id, false);
