import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { clientIp, isCrossSite } from '@/lib/server/api/origin';
import { parseJson } from '@/lib/server/api/request';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { timingDummyHash, verifyPassword } from '@/lib/server/auth/password';
import { createSession, sessionCookie } from '@/lib/server/auth/sessions';
import { check, consume } from '@/lib/server/rate-limit';
import { findUserByEmail } from '@/lib/server/repositories/users';
import { loginSchema } from '@/lib/validations/login';

const tooMany = (seconds: number) =>
  fail(429, `Too many sign-in attempts. Please try again in ${seconds} seconds.`, { headers: { 'Retry-After': String(seconds) } });

export const POST = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const parsed = await parseJson(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const { email, password } = parsed.data;
  const db = await getDb();
  const ipKey = `login-ip:${clientIp(request)}`;
  const accountKey = `login-account:${email}`;

  for (const [key, rule] of [[ipKey, rateLimits.loginFailuresPerIp], [accountKey, rateLimits.loginFailuresPerAccount]] as const) {
    const state = await check(db, key, rule);
    if (!state.allowed) return tooMany(state.retryAfterSeconds);
  }

  const user = await findUserByEmail(db, email);
  // An unknown address costs the same time as a wrong password, so response times reveal no accounts.
  const valid = await verifyPassword(password, user?.password_hash ?? (await timingDummyHash()));
  if (!user || !valid) {
    await consume(db, ipKey, rateLimits.loginFailuresPerIp);
    await consume(db, accountKey, rateLimits.loginFailuresPerAccount);
    return fail(401, 'Wrong email or password.', { detail: 'Wrong email or password.' });
  }

  const token = await createSession(db, user.id);
  return ok(
    { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, onboarded: user.onboarded === 1 },
    { description: 'Logged in successfully.', headers: { 'Set-Cookie': sessionCookie(token) } },
  );
});
