import 'server-only';
import { rateLimits } from '../config';
import type { Db } from '../db';
import { consume } from '../rate-limit';
import { PasswordHashingBusy } from './password';

/**
 * Runs a password hash or check within the site-wide budget (`rateLimits.passwordChecksGlobal`, shared by every
 * instance through the database) and the process's hashing queue (./password-workers.ts). Either refusal comes
 * back as `{ busy: seconds }`, nothing having been hashed, for the caller to answer 503 with Retry-After.
 */
export async function withinPasswordBudget<T>(
  db: Db,
  work: () => Promise<T>,
): Promise<{ done: T; busy?: undefined } | { busy: number }> {
  const budget = await consume(db, 'password-checks:all', rateLimits.passwordChecksGlobal);
  if (!budget.allowed) return { busy: budget.retryAfterSeconds };
  try {
    return { done: await work() };
  } catch (error) {
    if (error instanceof PasswordHashingBusy) return { busy: error.retryAfterSeconds };
    throw error;
  }
}
