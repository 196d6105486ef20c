import 'server-only';
import { rateLimits } from '@/lib/server/config';
import type { Db } from '@/lib/server/db';
import { hashPassword, isPasswordBusy, verifyPassword } from '@/lib/server/auth/password';
import { isKnownDevice, knownDeviceToken } from '@/lib/server/auth/known-device';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import { createSession } from '@/lib/server/auth/sessions';
import { consume, peek, personKey, refund } from '@/lib/server/rate-limit';
import { findUserByEmail, updatePasswordHash } from '@/lib/server/repositories/users';
import { countOf } from '@/lib/plural';

export const WRONG_CREDENTIALS = 'Wrong email or password.';
const SECONDS = { one: 'second', other: 'seconds' };
export const tooManySignIns = (seconds: number) =>
  `Too many sign-in attempts. Please try again in ${countOf(seconds, SECONDS)}.`;
export const signInBusy = (seconds: number) => `Sign-in is busy. Please try again in ${countOf(seconds, SECONDS)}.`;

export type SignInResult =
  | { status: 'limited'; retryAfterSeconds: number }
  /** Password hashing is at capacity (lib/server/auth/password-budget.ts): nothing was checked or counted. */
  | { status: 'busy'; retryAfterSeconds: number }
  | { status: 'wrong' }
  | {
      status: 'signed-in';
      token: string;
      /** The signed "known device" cookie's value for this browser (./known-device.ts). */
      knownDevice: string;
      learner: { id: string; first_name: string; last_name: string; email: string; onboarded: boolean };
    };

/**
 * A learner's sign-in with a checked email and password, from the rate-limit client `ip` (`rateLimitClient`: an IPv6
 * client by its /64; requirements §10.3): the one implementation behind POST users/login and the sign-in page's
 * server action. The counters name the account by its keyed hash (`personKey`), never the address itself.
 */
export async function signInLearner(
  db: Db,
  ip: string,
  { email, password }: { email: string; password: string },
  /** The browser's "known device" cookie, if any: preferred when the public password budget is spent. */
  knownDevice?: string,
): Promise<SignInResult> {
  const ipKey = `login-ip:${ip}`;
  const person = await personKey(db, email);
  const accountIpKey = `login-account-ip:${person}:${ip}`;
  const accountKey = `login-account:${person}`;

  // Tokens are taken BEFORE the (slow) password check, each in one atomic statement: twenty parallel guesses
  // from one address get five evaluations, not twenty.
  const taken: string[] = [];
  for (const [key, rule] of [
    [ipKey, rateLimits.loginAttemptsPerIp],
    [accountIpKey, rateLimits.loginAttemptsPerAccountAndIp],
  ] as const) {
    const state = await consume(db, key, rule);
    taken.push(key);
    if (!state.allowed) return { status: 'limited', retryAfterSeconds: state.retryAfterSeconds };
  }
  // An account under attack refuses the addresses that already failed on it, never a new one.
  const accountFailures = await peek(db, accountKey, rateLimits.loginFailuresPerAccount);
  if (
    accountFailures >= rateLimits.loginFailuresPerAccount.limit &&
    (await peek(db, `${accountIpKey}:failed`, rateLimits.loginAttemptsPerAccountAndIp)) > 0
  ) {
    return { status: 'limited', retryAfterSeconds: Math.ceil(rateLimits.loginFailuresPerAccount.windowMs / 1000) };
  }

  const user = await findUserByEmail(db, email);
  // An unknown address costs a timer as long as a wrong password's check, not a hash (verifyPassword), and it
  // spends the budget like a real check, so neither the response time nor a busy answer reveals an account.
  const checked = await withinPasswordBudget(db, 'public', () => verifyPassword(password, user?.password_hash), {
    preferred: await isKnownDevice(db, person, knownDevice, 'learner'),
  });
  if (checked.busy !== undefined) {
    // Nothing was checked: the attempt does not count against the address.
    for (const key of taken) await refund(db, key);
    return { status: 'busy', retryAfterSeconds: checked.busy };
  }
  const check = checked.done;
  // A deactivated learner gets the same answer as a wrong password, so the reply reveals nothing about the account.
  if (!user || !check.valid || user.active !== 1) {
    await consume(db, accountKey, rateLimits.loginFailuresPerAccount);
    await consume(db, `${accountIpKey}:failed`, rateLimits.loginAttemptsPerAccountAndIp);
    return { status: 'wrong' };
  }

  for (const key of taken) await refund(db, key);
  // Hashes made with older, cheaper parameters are upgraded while the password is at hand (skipped when hashing is
  // at capacity: the next sign-in upgrades it).
  if (check.needsRehash) {
    const rehashed = await hashPassword(password, 'public').catch((error: unknown) => {
      if (isPasswordBusy(error)) return undefined;
      throw error;
    });
    if (rehashed) await updatePasswordHash(db, user.id, rehashed);
  }
  const token = await createSession(db, user.id);
  return {
    status: 'signed-in',
    token,
    knownDevice: await knownDeviceToken(db, person, 'learner'),
    learner: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      onboarded: user.onboarded === 1,
    },
  };
}
