import 'server-only';
import { immediateTransaction, type Db } from './db';

export interface RateRule {
  limit: number;
  windowMs: number;
}

export type RateResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters kept in the database, so every instance of the site sees the same counts. `consume`
 * counts an attempt and refuses it over the limit; `check` only looks (used for login failures, which are
 * counted after the password check).
 */
export async function consume(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<RateResult> {
  return immediateTransaction(db, async (trx) => {
    const bucket = await trx.selectFrom('rate_limit_buckets').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !bucket || now - Number(bucket.window_start) >= rule.windowMs;
    const windowStart = fresh ? now : Number(bucket.window_start);
    const count = fresh ? 1 : bucket.count + 1;
    if (!fresh && bucket.count >= rule.limit) return refused(windowStart, rule, now);
    await trx
      .insertInto('rate_limit_buckets')
      .values({ key, window_start: windowStart, count })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ window_start: windowStart, count }))
      .execute();
    return { allowed: true };
  });
}

export async function check(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<RateResult> {
  const bucket = await db.selectFrom('rate_limit_buckets').selectAll().where('key', '=', key).executeTakeFirst();
  if (!bucket || now - Number(bucket.window_start) >= rule.windowMs || bucket.count < rule.limit) return { allowed: true };
  return refused(Number(bucket.window_start), rule, now);
}

function refused(windowStart: number, rule: RateRule, now: number): RateResult {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)) };
}
