import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import type { Db } from './db';

/**
 * The server's secret: BETTER_AUTH_SECRET when set (several instances must share it), otherwise the database's
 * own random one (`staff_settings.auth_secret`, written by migration 0004_staff), so every instance and every
 * CLI on the same database agree on it. Signs staff cookies and keys the hashes below.
 */
export async function serverSecret(db: Db): Promise<string> {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  const row = await db
    .selectFrom('staff_settings')
    .select('value')
    .where('key', '=', 'auth_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The keyed hash (HMAC-SHA-256, hex) that stands for a person's e-mail address where the address itself must not
 * be kept: audit rows of privacy requests and rate-limit keys. A plain SHA-256 of an address is confirmed offline
 * by anyone who guesses the address; this one cannot be computed without the server's secret. The key is derived
 * for this one purpose (HKDF), so the hash reveals nothing about the cookie-signing use of the same secret.
 * Changing BETTER_AUTH_SECRET changes every hash: older audit rows can then no longer be matched to an address.
 */
export async function subjectHash(db: Db, email: string): Promise<string> {
  const key = Buffer.from(hkdfSync('sha256', await serverSecret(db), '', 'corcym person subject hash', 32));
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}
