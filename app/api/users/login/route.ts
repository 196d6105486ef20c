import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { parseJson } from '@/lib/server/api/request';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { hashPassword, PasswordHashingBusy, timingDummyHash, verifyPassword } from '@/lib/server/auth/password';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import { createSession, sessionCookie } from '@/lib/server/auth/sessions';
import { consume, peek, personKey, refund } from '@/lib/server/rate-limit';
import { findUserByEmail, updatePasswordHash } from '@/lib/server/repositories/users';
import { loginSchema } from '@/lib/validations/login';
import { otherMethods } from '@/lib/server/api/methods';

const busy = (seconds: number) =>
  fail(503, `Sign-in is busy. Please try again in ${seconds} seconds.`, {
    headers: { 'Retry-After': String(seconds) },
  });

const tooMany = (seconds: number) =>
  fail(429, `Too many sign-in attempts. Please try again in ${seconds} seconds.`, {
    headers: { 'Retry-After': String(seconds) },
  });

export const POST = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const parsed = await parseJson(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const { email, password } = parsed.data;
  const db = await getDb();
  const ip = rateLimitClient(request);
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
    if (!state.allowed) return tooMany(state.retryAfterSeconds);
  }
  // An account under attack refuses the addresses that already failed on it, never a new one.
  const accountFailures = await peek(db, accountKey, rateLimits.loginFailuresPerAccount);
  if (
    accountFailures >= rateLimits.loginFailuresPerAccount.limit &&
    (await peek(db, `${accountIpKey}:failed`, rateLimits.loginAttemptsPerAccountAndIp)) > 0
  ) {
    return tooMany(Math.ceil(rateLimits.loginFailuresPerAccount.windowMs / 1000));
  }

  const user = await findUserByEmail(db, email);
  // An unknown address costs the same time as a wrong password, so response times reveal no accounts.
  const checked = await withinPasswordBudget(db, async () =>
    verifyPassword(password, user?.password_hash ?? (await timingDummyHash())),
  );
  if (checked.busy !== undefined) {
    // Nothing was checked: the attempt does not count against the address.
    for (const key of taken) await refund(db, key);
    return busy(checked.busy);
  }
  const check = checked.done;
  // A deactivated learner gets the same answer as a wrong password, so the reply reveals nothing about the account.
  if (!user || !check.valid || user.active !== 1) {
    await consume(db, accountKey, rateLimits.loginFailuresPerAccount);
    await consume(db, `${accountIpKey}:failed`, rateLimits.loginAttemptsPerAccountAndIp);
    return fail(401, 'Wrong email or password.', { detail: 'Wrong email or password.' });
  }

  for (const key of taken) await refund(db, key);
  // Hashes made with older, cheaper parameters are upgraded while the password is at hand.
  // (Skipped when hashing is at capacity: the next sign-in upgrades it.)
  if (check.needsRehash) {
    const rehashed = await hashPassword(password).catch((error: unknown) => {
      if (error instanceof PasswordHashingBusy) return undefined;
      throw error;
    });
    if (rehashed) await updatePasswordHash(db, user.id, rehashed);
  }
  const token = await createSession(db, user.id);
  return ok(
    {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      onboarded: user.onboarded === 1,
    },
    { description: 'Logged in successfully.', headers: { 'Set-Cookie': sessionCookie(token) } },
  );
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
