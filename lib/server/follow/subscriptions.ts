import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';
import { dispatchMail, writeOutboxRow, type OutgoingMail } from '../mail';
import { recipientOf } from '../mailbox';
import { consume, personKey, refund } from '../rate-limit';
import type { FollowedDevice } from './devices';
import { alreadyFollowingMail, confirmMail, CONFIRM_TTL_MS } from './mails';
import { newConfirmToken, tokenHash, unsubscribeToken, wellFormedToken } from './tokens';

/**
 * What an anonymous visitor can make the site store and send is bounded: beside the per-client limit of every
 * public form (lib/server/leads/submit.ts), a mailbox gets a few follow mails a day and the site a ceiling; a
 * pending follow lasts 48 hours (then housekeeping deletes it), and there is one row per device and mailbox.
 */
export const FOLLOW_LIMITS = {
  perRecipient: { limit: 3, windowMs: 86_400_000 },
  siteWide: { limit: 300, windowMs: 86_400_000 },
} satisfies Record<string, { limit: number; windowMs: number }>;

export const FOLLOW_SITE_KEY = 'follow-site';

export type FollowRequestResult = { ok: true } | { ok: false; message: string };

/**
 * A visitor asks to follow a device. A new (or still pending) follow gets a fresh confirmation link by mail; an
 * address that already follows the device gets a short note instead. The caller answers the same in every case,
 * so the page never tells whether the address was known. Nothing is stored when a limit refuses.
 */
export async function requestFollow(
  db: Db,
  device: FollowedDevice,
  email: string,
  now = new Date(),
): Promise<FollowRequestResult> {
  const address = email.trim();
  const mailbox = recipientOf(address);
  const recipientKey = `follow-recipient:${await personKey(db, mailbox)}`;
  if (!(await consume(db, recipientKey, FOLLOW_LIMITS.perRecipient, now.getTime())).allowed)
    return {
      ok: false,
      message: 'We have already sent several follow e-mails to this address today. Please try again tomorrow.',
    };
  if (!(await consume(db, FOLLOW_SITE_KEY, FOLLOW_LIMITS.siteWide, now.getTime())).allowed) {
    await refund(db, recipientKey);
    return { ok: false, message: 'We cannot take more follow requests today. Please try again tomorrow.' };
  }
  const queued = await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('device_follows')
      .selectAll()
      .where('device_key', '=', device.key)
      .where('mailbox', '=', mailbox)
      .executeTakeFirst();
    if (existing?.status === 'confirmed') {
      const mail = alreadyFollowingMail(existing.email, device, await unsubscribeToken(trx, existing.id));
      return [{ id: await writeOutboxRow(trx, mail), mail }];
    }
    const token = newConfirmToken();
    const pending = {
      email: address,
      confirm_hash: tokenHash(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_TTL_MS).toISOString(),
    };
    if (existing) {
      await trx.updateTable('device_follows').set(pending).where('id', '=', existing.id).execute();
    } else {
      const id = randomUUID();
      await trx
        .insertInto('device_follows')
        .values({
          id,
          device_key: device.key,
          mailbox,
          status: 'pending',
          unsubscribe_hash: tokenHash(await unsubscribeToken(trx, id)),
          created_at: now.toISOString(),
          confirmed_at: null,
          ...pending,
        })
        .execute();
    }
    const mail = confirmMail(address, device, token);
    return [{ id: await writeOutboxRow(trx, mail), mail }];
  });
  for (const { id, mail } of queued) dispatchMail(db, id, mail);
  return { ok: true };
}

export interface FollowByToken {
  id: string;
  deviceKey: string;
  status: 'pending' | 'confirmed';
}

/** The pending follow a confirmation token belongs to, if it is still valid; undefined otherwise. */
export async function pendingFollow(db: Db, token: unknown, now = new Date()): Promise<FollowByToken | undefined> {
  if (!wellFormedToken(token)) return undefined;
  const row = await db
    .selectFrom('device_follows')
    .select(['id', 'device_key', 'status', 'confirm_expires_at'])
    .where('confirm_hash', '=', tokenHash(token))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!row || !row.confirm_expires_at || row.confirm_expires_at <= now.toISOString()) return undefined;
  return { id: row.id, deviceKey: row.device_key, status: row.status };
}

/** Confirms a follow by its token (a POST only: mail scanners open links). Answers the follow, or undefined. */
export async function confirmFollow(db: Db, token: unknown, now = new Date()): Promise<FollowByToken | undefined> {
  const follow = await pendingFollow(db, token, now);
  if (!follow) return undefined;
  const updated = await db
    .updateTable('device_follows')
    .set({ status: 'confirmed', confirm_hash: null, confirm_expires_at: null, confirmed_at: now.toISOString() })
    .where('id', '=', follow.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return undefined;
  return { ...follow, status: 'confirmed' };
}

/** The follow an unsubscribe token belongs to (pending or confirmed); undefined when unknown or already gone. */
export async function followByUnsubscribeToken(db: Db, token: unknown): Promise<FollowByToken | undefined> {
  if (!wellFormedToken(token)) return undefined;
  const row = await db
    .selectFrom('device_follows')
    .select(['id', 'device_key', 'status'])
    .where('unsubscribe_hash', '=', tokenHash(token))
    .executeTakeFirst();
  return row && { id: row.id, deviceKey: row.device_key, status: row.status };
}

/** Stops a follow: the row is deleted. Answers the device key, or undefined when the token is unknown or used. */
export async function unsubscribe(db: Db, token: unknown): Promise<string | undefined> {
  const follow = await followByUnsubscribeToken(db, token);
  if (!follow) return undefined;
  const deleted = await db.deleteFrom('device_follows').where('id', '=', follow.id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? follow.deviceKey : undefined;
}

/** Housekeeping: pending follows whose link expired are deleted (nothing is kept of an unconfirmed request). */
export async function purgeExpiredFollows(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('device_follows')
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The follows of one person, by address (a privacy request: lib/server/gdpr/records.ts). */
export async function followsOf(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  return db
    .selectFrom('device_follows')
    .selectAll()
    .where((eb) => eb.or([eb(sql<string>`lower(email)`, '=', address), eb('mailbox', '=', recipientOf(address))]))
    .orderBy('created_at')
    .execute();
}

export type QueuedMail = { id: string; mail: OutgoingMail };
