import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { parseJson } from '@/lib/server/api/request';
import { getDb } from '@/lib/server/db';
import { sessionCookie } from '@/lib/server/auth/sessions';
import { knownDeviceCookie, knownDeviceFromCookieHeader } from '@/lib/server/auth/known-device';
import { WRONG_CREDENTIALS, signInBusy, signInLearner, tooManySignIns } from '@/lib/server/auth/sign-in';
import { loginSchema } from '@/lib/validations/login';
import { otherMethods } from '@/lib/server/api/methods';

export const POST = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const parsed = await parseJson(request, loginSchema);
  if (!parsed.ok) return parsed.response;
  const result = await signInLearner(
    await getDb(),
    rateLimitClient(request),
    parsed.data,
    knownDeviceFromCookieHeader(request.headers.get('cookie')),
  );
  if (result.status === 'busy')
    return fail(503, signInBusy(result.retryAfterSeconds), {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
  if (result.status === 'limited')
    return fail(429, tooManySignIns(result.retryAfterSeconds), {
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
    });
  if (result.status === 'wrong') return fail(401, WRONG_CREDENTIALS, { detail: WRONG_CREDENTIALS });
  return ok(result.learner, {
    description: 'Logged in successfully.',
    headers: [
      ['Set-Cookie', sessionCookie(result.token)],
      ['Set-Cookie', knownDeviceCookie(result.knownDevice)],
    ],
  });
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
