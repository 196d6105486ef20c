import 'server-only';
import { rateLimits } from '../config';
import type { Db } from '../db';
import { queueMail } from '../mail';
import { consume } from '../rate-limit';
import { isPasswordBusy } from './password';

export type PasswordBudgetName = keyof typeof rateLimits.passwordChecks;

/**
 * Runs a password hash or check within a site-wide budget (`rateLimits.passwordChecks[budget]`, shared by every
 * instance through the database) and that budget's hashing threads (./password.ts: the work must hash on the pool of
 * the same name). `public` serves learner sign-in and set-password, `staff` staff sign-in and second approvals, so a
 * flood of learner sign-ins never keeps the back office out. Once a budget is spent, `preferred` attempts (a learner or
 * staff member who signed in before from this browser, a signed-in member's approval) may still use a reserved share
 * (`rateLimits.passwordReserves`). Either refusal comes back as
 * `{ busy: seconds }`, nothing having been hashed, for the caller to answer 503 with Retry-After and give back the
 * caller's own rate-limit tokens.
 */
export async function withinPasswordBudget<T>(
  db: Db,
  budget: PasswordBudgetName,
  work: () => Promise<T>,
  options: { preferred?: boolean } = {},
): Promise<{ done: T; busy?: undefined } | { busy: number }> {
  const taken = await consume(db, `password-checks:${budget}`, rateLimits.passwordChecks[budget]);
  if (!taken.allowed) {
    await budgetExhausted(db, budget, taken.retryAfterSeconds);
    const reserve = options.preferred
      ? await consume(db, `password-checks:${budget}:preferred`, rateLimits.passwordReserves[budget])
      : undefined;
    if (!reserve?.allowed) return { busy: taken.retryAfterSeconds };
  }
  try {
    return { done: await work() };
  } catch (error) {
    // By its brand, not its class: the error may come from another bundle's copy of the pool module.
    if (isPasswordBusy(error)) return { busy: error.retryAfterSeconds };
    throw error;
  }
}

const ALERT_EVERY = { limit: 1, windowMs: 3_600_000 };

/**
 * A spent budget means a flood (or a budget set too low): one log line and one mail to the active administrators,
 * per budget and per hour for all instances together (the first refusal of the hour takes the one token of
 * `password-budget-alert:<budget>`; the rest of the flood costs one upsert each).
 */
async function budgetExhausted(db: Db, budget: PasswordBudgetName, retryAfterSeconds: number) {
  try {
    if (!(await consume(db, `password-budget-alert:${budget}`, ALERT_EVERY)).allowed) return;
    const { limit } = rateLimits.passwordChecks[budget];
    const who = budget === 'public' ? 'learner sign-in and set-password' : 'staff sign-in and second approvals';
    console.warn(
      `[security] the ${budget} password budget (${limit} checks a minute, ${who}) is spent: sign-ins are refused with 503 for ${retryAfterSeconds} s`,
    );
    const admins = await db
      .selectFrom('staff_users')
      .select('email')
      .where('role', '=', 'admin')
      .where('active', '=', 1)
      .execute();
    for (const { email } of admins) {
      await queueMail(db, {
        to: email,
        kind: 'security-password-budget',
        subject: `Sign-in under pressure: the ${budget} password budget is spent`,
        text: [
          `More than ${limit} password checks a minute were asked of the ${budget} budget (${who}).`,
          'Further attempts are refused with "busy, try again" until the minute ends; people who signed in before from',
          'the same browser (and second approvals) keep a reserved share. This is usually a flood of wrong sign-ins',
          'from many addresses.',
          '',
          'Check the server log for the addresses, and raise PUBLIC_SIGN_IN_BUDGET_PER_MINUTE or',
          'STAFF_SIGN_IN_BUDGET_PER_MINUTE only if the traffic is real. You get this mail at most once an hour per budget.',
        ].join('\n'),
      });
    }
  } catch (error) {
    // The alert must never turn a "busy" answer into an error.
    console.error('[security] the password budget alert failed', error);
  }
}
