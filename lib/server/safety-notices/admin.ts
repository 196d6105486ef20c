import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DraftDevice, NoticeFields } from '@/lib/safety-notices/draft';
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { getStorage } from '../storage';
import { withAudit, type AuditActor } from '../staff/audit';
import { checkSecondApproval, type SecondApproval } from '../staff/second-approval';
import type { SignedInStaff } from '../staff/session';
import { sha256Hex } from '@/lib/server/sha256';
import { loadNotices, noticeFileName, type Notice } from './register';
import { dispatchQueued, queueNoticeMails } from '../follow/notify';
import type { QueuedMail } from '../follow/subscriptions';

export interface DraftFile {
  language: string;
  bytes: Uint8Array;
}

export class NoticeChangeError extends Error {}

/** The notice statuses that hold their reference: a rejected or withdrawn draft frees it (migration 0020). */
const LIVE_STATUSES = ['draft', 'open', 'closed'] as const;

/**
 * Stores a new notice as a DRAFT by its author (audited as safety_notices.draft, meaning "author"): nothing is
 * public until a different member approves it. The PDFs are stored first with their SHA-256; the rows and the
 * audit row commit together. With `corrects`, the draft is the author's corrected version of their rejected draft
 * (only its author, only a rejected one; the audit row names it): it may keep the rejected draft's reference.
 */
export async function createNoticeDraft(
  db: Db,
  actor: AuditActor & { id: string },
  fields: NoticeFields,
  devices: DraftDevice[],
  files: DraftFile[],
  now = new Date(),
  options: { corrects?: string } = {},
): Promise<string> {
  if (options.corrects) {
    const rejected = await getNotice(db, options.corrects);
    if (!rejected) throw new NoticeChangeError('missing');
    if (rejected.status !== 'rejected') throw new NoticeChangeError('not-rejected');
    if (rejected.authorId !== actor.id) throw new NoticeChangeError('not-author');
  }
  const taken = await db
    .selectFrom('safety_notices')
    .select('id')
    .where('reference', '=', fields.reference)
    .where('status', 'in', [...LIVE_STATUSES])
    .executeTakeFirst();
  if (taken) throw new NoticeChangeError('reference-taken');
  const id = randomUUID();
  const stored: Insertable<Database['safety_notice_files']>[] = [];
  for (const file of files) {
    const fileId = randomUUID();
    const key = `safety-notices/${id}/${fileId}.pdf`;
    await getStorage().put(key, file.bytes, 'application/pdf');
    stored.push({
      id: fileId,
      notice_id: id,
      language: file.language,
      file_key: key,
      file_name: noticeFileName(fields.reference, file.language),
      file_size: file.bytes.byteLength,
      sha256: sha256Hex(file.bytes),
    });
  }
  const stamp = now.toISOString();
  try {
    await withAudit(
      db,
      actor,
      { action: 'safety_notices.draft', entity: 'safety_notice', entityId: id },
      async (trx) => {
        await trx
          .insertInto('safety_notices')
          .values({
            id,
            reference: fields.reference,
            title: fields.title,
            summary: fields.summary,
            issued_on: fields.issuedOn,
            countries: JSON.stringify(fields.countries),
            status: 'draft',
            author_id: actor.id,
            created_at: stamp,
            approver_id: null,
            published_at: null,
            closed_at: null,
            updated_at: stamp,
            corrects_id: options.corrects ?? null,
          })
          .execute();
        for (const device of devices) {
          const deviceId = randomUUID();
          await trx
            .insertInto('safety_notice_devices')
            .values({ id: deviceId, notice_id: id, device_key: device.deviceKey, udi_di: device.udiDi })
            .execute();
          for (const range of device.ranges)
            await trx
              .insertInto('safety_notice_ranges')
              .values({ id: randomUUID(), notice_device_id: deviceId, ...range })
              .execute();
        }
        for (const file of stored) await trx.insertInto('safety_notice_files').values(file).execute();
        return {
          result: undefined,
          after: {
            meaning: 'author',
            ...(options.corrects ? { step: 'correct a rejected draft', corrects: options.corrects } : {}),
            ...fields,
            devices,
            files: stored.map(({ language, file_name, file_size, sha256 }) => ({
              language,
              file_name,
              file_size,
              sha256,
            })),
          },
        };
      },
    );
  } catch (error) {
    for (const file of stored)
      await getStorage()
        .delete(file.file_key)
        .catch(() => undefined);
    throw error;
  }
  return id;
}

export async function getNotice(db: Db, id: string): Promise<Notice | undefined> {
  return (await loadNotices(db, { id }))[0];
}

/** The rejected draft a draft corrects, and the drafts that correct a rejected one (newest first). */
export async function getCorrections(db: Db, id: string): Promise<{ corrects?: string; correctedBy: string[] }> {
  const row = await db.selectFrom('safety_notices').select('corrects_id').where('id', '=', id).executeTakeFirst();
  const later = await db
    .selectFrom('safety_notices')
    .select('id')
    .where('corrects_id', '=', id)
    .orderBy('created_at', 'desc')
    .execute();
  return { corrects: row?.corrects_id ?? undefined, correctedBy: later.map((notice) => notice.id) };
}

export async function listNoticesForStaff(db: Db): Promise<Notice[]> {
  const notices = await loadNotices(db, {});
  const rank = { draft: 0, open: 1, closed: 2, rejected: 3, withdrawn: 4 } as const;
  return notices.sort((a, b) => rank[a.status] - rank[b.status]);
}

/**
 * Approves a draft: a different member with documents.approve, re-entering their own password
 * (checkSecondApproval). Audited as safety_notices.approve with the meaning "approver"; the notice is open and
 * public from then on. Returns the refusal when the check fails (nothing changes; a wrong password is audited as
 * approvals.refused by the check).
 */
export async function approveNotice(
  db: Db,
  approver: SignedInStaff,
  actor: AuditActor,
  id: string,
  password: string,
  now = new Date(),
): Promise<SecondApproval & { deviceKeys?: string[] }> {
  const notice = await getNotice(db, id);
  if (!notice) throw new NoticeChangeError('missing');
  if (notice.status !== 'draft') throw new NoticeChangeError('not-draft');
  const check = await checkSecondApproval(db, approver, { authorId: notice.authorId }, password, {
    entity: 'safety_notice',
    entityId: id,
    step: 'approve',
  });
  if (!check.ok) return check;
  // The followers' mails (lib/server/follow) are written with the opening and sent once it has committed.
  let followMails: QueuedMail[] = [];
  await withAudit(
    db,
    actor,
    { action: 'safety_notices.approve', entity: 'safety_notice', entityId: id },
    async (trx) => {
      const updated = await trx
        .updateTable('safety_notices')
        .set({
          status: 'open',
          approver_id: approver.id,
          published_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NoticeChangeError('not-draft');
      followMails = await queueNoticeMails(trx, id);
      return {
        result: undefined,
        before: { status: 'draft', author_id: notice.authorId },
        after: {
          meaning: 'approver',
          status: 'open',
          reference: notice.reference,
          author_id: notice.authorId,
          approver_id: approver.id,
        },
      };
    },
  );
  dispatchQueued(db, followMails);
  return { ok: true, deviceKeys: notice.devices.map((device) => device.deviceKey) };
}

export interface CloseRequest {
  reason: string;
  requestedBy: string;
  requestedAt: string;
  closedBy: string | null;
}

/** The pending (or, once closed, the confirmed) request to close a notice; undefined when nobody asked. */
export async function getCloseRequest(db: Db, id: string): Promise<CloseRequest | undefined> {
  const row = await db
    .selectFrom('safety_notices')
    .select(['close_reason', 'close_requested_by', 'close_requested_at', 'closed_by'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.close_requested_by || !row.close_requested_at) return undefined;
  return {
    reason: row.close_reason ?? '',
    requestedBy: row.close_requested_by,
    requestedAt: row.close_requested_at,
    closedBy: row.closed_by,
  };
}

export const CLOSE_REASON_MAX = 2000;

/**
 * The first step of closing an open notice (the field action is complete): a member with documents.approve asks,
 * giving the reason. Nothing public changes: the notice stays open, on its devices' pages, until a different
 * member confirms (confirmNoticeClose). Audited as safety_notices.close_request with the meaning "author".
 */
export async function requestNoticeClose(
  db: Db,
  requester: SignedInStaff,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  const why = reason.trim();
  if (!why) throw new NoticeChangeError('close-reason');
  if (why.length > CLOSE_REASON_MAX) throw new NoticeChangeError('close-reason-long');
  const notice = await getNotice(db, id);
  if (!notice) throw new NoticeChangeError('missing');
  if (notice.status !== 'open') throw new NoticeChangeError('not-open');
  await withAudit(
    db,
    actor,
    { action: 'safety_notices.close_request', entity: 'safety_notice', entityId: id },
    async (trx) => {
      const updated = await trx
        .updateTable('safety_notices')
        .set({
          close_reason: why,
          close_requested_by: requester.id,
          close_requested_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('close_requested_by', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NoticeChangeError('close-requested');
      return {
        result: undefined,
        before: { status: 'open' },
        after: { meaning: 'author', step: 'request closing', status: 'open', reference: notice.reference, reason: why },
      };
    },
  );
}

/** Withdraws a pending request to close (the requester or any member with documents.approve); audited. */
export async function withdrawNoticeClose(db: Db, actor: AuditActor, id: string, now = new Date()): Promise<void> {
  const request = await getCloseRequest(db, id);
  if (!request || request.closedBy) throw new NoticeChangeError('no-close-request');
  await withAudit(
    db,
    actor,
    { action: 'safety_notices.close_withdraw', entity: 'safety_notice', entityId: id },
    async (trx) => {
      const updated = await trx
        .updateTable('safety_notices')
        .set({ close_reason: null, close_requested_by: null, close_requested_at: null, updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('close_requested_by', '=', request.requestedBy)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NoticeChangeError('no-close-request');
      return { result: undefined, before: { reason: request.reason, requested_by: request.requestedBy } };
    },
  );
}

/**
 * The second step of closing: a member other than the one who asked confirms with their own password
 * (checkSecondApproval: documents.approve, not the requester, the wrong-password lockout). Audited as
 * safety_notices.close with the meaning "approver" and the reason; the notice stays public, marked closed, and
 * leaves its devices' pages. Returns the refusal when the check fails (nothing changes).
 */
export async function confirmNoticeClose(
  db: Db,
  approver: SignedInStaff,
  actor: AuditActor,
  id: string,
  password: string,
  now = new Date(),
): Promise<SecondApproval & { deviceKeys?: string[] }> {
  const notice = await getNotice(db, id);
  if (!notice) throw new NoticeChangeError('missing');
  if (notice.status !== 'open') throw new NoticeChangeError('not-open');
  const request = await getCloseRequest(db, id);
  if (!request) throw new NoticeChangeError('no-close-request');
  const check = await checkSecondApproval(db, approver, { authorId: request.requestedBy }, password, {
    entity: 'safety_notice',
    entityId: id,
    step: 'close',
  });
  if (!check.ok) return check;
  await withAudit(db, actor, { action: 'safety_notices.close', entity: 'safety_notice', entityId: id }, async (trx) => {
    const updated = await trx
      .updateTable('safety_notices')
      .set({ status: 'closed', closed_at: now.toISOString(), closed_by: approver.id, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('close_requested_by', '=', request.requestedBy)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new NoticeChangeError('not-open');
    return {
      result: undefined,
      before: { status: 'open' },
      after: {
        meaning: 'approver',
        step: 'confirm closing',
        status: 'closed',
        reference: notice.reference,
        reason: request.reason,
        requested_by: request.requestedBy,
        closed_by: approver.id,
      },
    };
  });
  return { ok: true, deviceKeys: notice.devices.map((device) => device.deviceKey) };
}

export const REJECT_REASON_MAX = 2000;

export interface Rejection {
  reason: string;
  rejectedBy: string;
  rejectedAt: string;
}

/** Why, by whom and when a draft was rejected; undefined for a notice never rejected. */
export async function getRejection(db: Db, id: string): Promise<Rejection | undefined> {
  const row = await db
    .selectFrom('safety_notices')
    .select(['reject_reason', 'rejected_by', 'rejected_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row?.rejected_by || !row.rejected_at) return undefined;
  return { reason: row.reject_reason ?? '', rejectedBy: row.rejected_by, rejectedAt: row.rejected_at };
}

/**
 * Rejects a draft: a member with documents.approve other than its author, giving the reason (what to correct).
 * Nothing public changes (a draft never is). Audited as safety_notices.reject with the meaning "reviewer" and the
 * reason. The author can then start a corrected draft from it.
 */
export async function rejectNotice(
  db: Db,
  reviewer: SignedInStaff,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  const why = reason.trim();
  if (!why) throw new NoticeChangeError('reject-reason');
  if (why.length > REJECT_REASON_MAX) throw new NoticeChangeError('reject-reason-long');
  const notice = await getNotice(db, id);
  if (!notice) throw new NoticeChangeError('missing');
  if (notice.status !== 'draft') throw new NoticeChangeError('not-draft');
  if (notice.authorId === reviewer.id) throw new NoticeChangeError('own-draft');
  await withAudit(
    db,
    actor,
    { action: 'safety_notices.reject', entity: 'safety_notice', entityId: id },
    async (trx) => {
      const updated = await trx
        .updateTable('safety_notices')
        .set({
          status: 'rejected',
          reject_reason: why,
          rejected_by: reviewer.id,
          rejected_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NoticeChangeError('not-draft');
      return {
        result: undefined,
        before: { status: 'draft', author_id: notice.authorId },
        after: {
          meaning: 'reviewer',
          step: 'reject',
          status: 'rejected',
          reference: notice.reference,
          author_id: notice.authorId,
          rejected_by: reviewer.id,
          reason: why,
        },
      };
    },
  );
}

/**
 * Withdraws a draft: only its author, only before approval. It is never public and stays in the register as
 * withdrawn. Audited as safety_notices.withdraw with the meaning "author".
 */
export async function withdrawNoticeDraft(
  db: Db,
  author: SignedInStaff,
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<void> {
  const notice = await getNotice(db, id);
  if (!notice) throw new NoticeChangeError('missing');
  if (notice.status !== 'draft') throw new NoticeChangeError('not-draft');
  if (notice.authorId !== author.id) throw new NoticeChangeError('not-author');
  await withAudit(
    db,
    actor,
    { action: 'safety_notices.withdraw', entity: 'safety_notice', entityId: id },
    async (trx) => {
      const updated = await trx
        .updateTable('safety_notices')
        .set({ status: 'withdrawn', withdrawn_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'draft')
        .where('author_id', '=', author.id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new NoticeChangeError('not-draft');
      return {
        result: undefined,
        before: { status: 'draft' },
        after: { meaning: 'author', step: 'withdraw', status: 'withdrawn', reference: notice.reference },
      };
    },
  );
}
