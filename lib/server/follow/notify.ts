import 'server-only';
import { documentKindLabels } from '@/lib/eifu/catalogue';
import { formatCalendarDay } from '@/lib/time';
import type { Db } from '../db';
import { dispatchMail, writeOutboxRow, type OutgoingMail } from '../mail';
import { followableDevice, type FollowedDevice } from './devices';
import { noticeMail, revisionMail } from './mails';
import type { QueuedMail } from './subscriptions';
import { unsubscribeToken } from './tokens';

/** One mail per confirmed follower of each device; pending follows and other devices get nothing. */
async function queueForDevices(
  trx: Db,
  deviceKeys: readonly string[],
  compose: (to: string, device: FollowedDevice, unsubscribe: string) => OutgoingMail,
): Promise<QueuedMail[]> {
  const known = [...new Set(deviceKeys)].map(followableDevice).filter((device) => device !== undefined);
  if (known.length === 0) return [];
  const followers = await trx
    .selectFrom('device_follows')
    .select(['id', 'device_key', 'email'])
    .where('status', '=', 'confirmed')
    .where(
      'device_key',
      'in',
      known.map((device) => device.key),
    )
    .orderBy('created_at')
    .execute();
  const queued: QueuedMail[] = [];
  for (const follower of followers) {
    const device = known.find((candidate) => candidate.key === follower.device_key)!;
    const mail = compose(follower.email, device, await unsubscribeToken(trx, follower.id));
    queued.push({ id: await writeOutboxRow(trx, mail), mail });
  }
  return queued;
}

/**
 * Inside the transaction that publishes a revision (lib/server/documents/admin.ts): the outbox rows of the
 * followers of the document's devices, committed with the publication or not at all. Send them with
 * `dispatchQueued` once the transaction has committed.
 */
export async function queueRevisionMails(trx: Db, revisionId: string): Promise<QueuedMail[]> {
  const row = await trx
    .selectFrom('document_revisions as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select(['d.id as documentId', 'd.code', 'd.title', 'd.kind', 'r.revision', 'r.published_at', 'r.status'])
    .where('r.id', '=', revisionId)
    .executeTakeFirst();
  if (!row || row.status !== 'published') return [];
  const links = await trx
    .selectFrom('document_devices')
    .select('device_key')
    .where('document_id', '=', row.documentId)
    .execute();
  const news = {
    code: row.code,
    title: row.title,
    kindLabel: documentKindLabels[row.kind],
    revision: row.revision,
    publishedOn: formatCalendarDay((row.published_at ?? new Date().toISOString()).slice(0, 10)),
  };
  return queueForDevices(
    trx,
    links.map((link) => link.device_key),
    (to, device, unsubscribe) => revisionMail(to, device, news, unsubscribe),
  );
}

/** Inside the transaction that opens a notice (lib/server/safety-notices/admin.ts); as queueRevisionMails. */
export async function queueNoticeMails(trx: Db, noticeId: string): Promise<QueuedMail[]> {
  const notice = await trx
    .selectFrom('safety_notices')
    .select(['reference', 'title', 'status', 'published_at'])
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!notice || notice.status !== 'open') return [];
  const links = await trx
    .selectFrom('safety_notice_devices')
    .select('device_key')
    .where('notice_id', '=', noticeId)
    .execute();
  const news = {
    reference: notice.reference,
    title: notice.title,
    publishedOn: formatCalendarDay((notice.published_at ?? new Date().toISOString()).slice(0, 10)),
  };
  return queueForDevices(
    trx,
    links.map((link) => link.device_key),
    (to, device, unsubscribe) => noticeMail(to, device, news, unsubscribe),
  );
}

/** Sends outbox rows written by a committed transaction (or leaves them in the outbox without SMTP_URL). */
export function dispatchQueued(db: Db, queued: readonly QueuedMail[]): void {
  for (const { id, mail } of queued) dispatchMail(db, id, mail);
}
