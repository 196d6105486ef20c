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
import { loadNotices, noticeFileName, sha256Hex, type Notice } from './register';

export interface DraftFile {
  language: string;
  bytes: Uint8Array;
}

export class NoticeChangeError extends Error {}

/** The first bytes of every PDF. */
export const isPdfBytes = (bytes: Uint8Array) =>
  bytes.byteLength > 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * Stores a new notice as a DRAFT by its author (audited as safety_notices.draft, meaning "author"): nothing is
 * public until a different member approves it. The PDFs are stored first with their SHA-256; the rows and the
 * audit row commit together.
 */
export async function createNoticeDraft(
  db: Db,
  actor: AuditActor & { id: string },
  fields: NoticeFields,
  devices: DraftDevice[],
  files: DraftFile[],
  now = new Date(),
): Promise<string> {
  const taken = await db
    .selectFrom('safety_notices')
    .select('id')
    .where('reference', '=', fields.reference)
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

export async function listNoticesForStaff(db: Db): Promise<Notice[]> {
  const notices = await loadNotices(db, {});
  const rank = { draft: 0, open: 1, closed: 2, rejected: 3 } as const;
  return notices.sort((a, b) => rank[a.status] - rank[b.status]);
}

/**
 * Approves a draft: a different member with documents.approve, re-entering their own password
 * (checkSecondApproval). Audited as safety_notices.approve with the meaning "approver"; the notice is open and
 * public from then on. Returns the refusal when the check fails (nothing changes, nothing is audited).
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
  const check = await checkSecondApproval(db, approver, { authorId: notice.authorId }, password);
  if (!check.ok) return check;
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
  return { ok: true, deviceKeys: notice.devices.map((device) => device.deviceKey) };
}

/** Closes an open notice (the field action is complete); it stays public as closed. Audited as safety_notices.close. */
export async function closeNotice(db: Db, actor: AuditActor, id: string, now = new Date()): Promise<string[]> {
  const notice = await getNotice(db, id);
  if (!notice) throw new NoticeChangeError('missing');
  if (notice.status !== 'open') throw new NoticeChangeError('not-open');
  await withAudit(db, actor, { action: 'safety_notices.close', entity: 'safety_notice', entityId: id }, async (trx) => {
    await trx
      .updateTable('safety_notices')
      .set({ status: 'closed', closed_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
    return {
      result: undefined,
      before: { status: 'open' },
      after: { meaning: 'closed by', status: 'closed', reference: notice.reference },
    };
  });
  return notice.devices.map((device) => device.deviceKey);
}
