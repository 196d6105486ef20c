import 'server-only';
import { sql } from 'kysely';
import type { Db } from './db';
import { subjectHash } from './server-secret';

interface RateRule {
  limit: number;
  windowMs: number;
}

type RateResult = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

/**
 * The part of a rate-limit key that stands for a person's e-mail address: its keyed hash, never the address, so
 * the counters keep no personal data (a privacy erasure still finds and deletes them: lib/server/gdpr/records.ts).
 */
export const personKey = (db: Db, email: string) => subjectHash(db, email);

/**
 * Fixed-window counters kept in the database, so every instance of the site sees the same counts.
 *
 * `consume` takes a token in ONE statement (an upsert that returns the new count), so parallel requests, on one
 * instance or many, can never all read "4 of 5" and all pass: the database serialises the increments and each
 * request sees its own count. It runs unchanged on SQLite (3.35+) and PostgreSQL.
 */
export async function consume(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<RateResult> {
  const { rows } = await sql<{ window_start: number | string; count: number | string }>`
    insert into rate_limit_buckets (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      window_start = case when ${now} - rate_limit_buckets.window_start >= ${rule.windowMs}
        then ${now} else rate_limit_buckets.window_start end,
      count = case when ${now} - rate_limit_buckets.window_start >= ${rule.windowMs}
        then 1 else rate_limit_buckets.count + 1 end
    returning window_start, count`.execute(db);
  const row = rows[0]!;
  const count = Number(row.count);
  if (count > rule.limit) return refused(Number(row.window_start), rule, now);
  return { allowed: true, count };
}

/** Gives back a token taken by `consume` (a sign-in that turned out right does not count as a failure). */
export async function refund(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limit_buckets')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** Looks without counting. */
export async function peek(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<number> {
  const bucket = await db.selectFrom('rate_limit_buckets').selectAll().where('key', '=', key).executeTakeFirst();
  if (!bucket || now - Number(bucket.window_start) >= rule.windowMs) return 0;
  return Number(bucket.count);
}

/** Deletes buckets whose window ended long ago; run on a schedule (see lib/server/housekeeping.ts). */
export async function purgeRateLimits(db: Db, olderThanMs: number, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_buckets')
    .where('window_start', '<', now - olderThanMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function refused(windowStart: number, rule: RateRule, now: number): RateResult {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)) };
}
