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
  const problem = missingSecret(process.env);
  if (problem) throw new Error(problem);
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

/**
 * Why this server must not run without BETTER_AUTH_SECRET, or undefined. The fallback key lives in the database it
 * protects: whoever reads a copy of the database (a dump, a backup) could then confirm the hashed addresses and forge
 * staff cookies. A production server on a shared PostgreSQL (DATABASE_URL: several instances, dumps and replicas
 * handled by others) refuses to start without it. A single server on its SQLite file (`npm start` on a fresh clone,
 * the e2e server) keeps the fallback so a newcomer's first start still works; docs/back-office.md says when to set it.
 */
export function missingSecret(env: Record<string, string | undefined>): string | undefined {
  if (env.BETTER_AUTH_SECRET || env.NODE_ENV !== 'production' || !env.DATABASE_URL) return undefined;
  return (
    'BETTER_AUTH_SECRET is not set: a production server on PostgreSQL (DATABASE_URL) needs it, the same on every ' +
    'instance, so the key is not kept in the database it protects. To keep existing staff sessions, authenticators ' +
    "and audit hashes, set it to the current value: SELECT value FROM staff_settings WHERE key = 'auth_secret'; " +
    'otherwise 32+ random characters. See docs/back-office.md.'
  );
}
