import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { rateLimitClient, isCrossSite, isSameOrigin } from '@/lib/server/api/origin';
import { parseJson } from '@/lib/server/api/request';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { checkSession, tokenFrom } from '@/lib/server/auth/sessions';
import { consume } from '@/lib/server/rate-limit';
import { createOnboarding } from '@/lib/server/leads/site-forms';
import { onboardingRequestSchema } from '@/lib/validations/onboarding';
import { otherMethods } from '@/lib/server/api/methods';

export const POST = apiRoute(async (request: Request) => {
  const credential = tokenFrom(request);
  if (isCrossSite(request) || (credential?.via === 'cookie' && !isSameOrigin(request))) {
    return fail(403, 'Cross-site request refused.');
  }
  const db = await getDb();
  const limited = await consume(db, `forms:${rateLimitClient(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) {
    return fail(429, 'Too many requests. Please wait a moment and try again.', {
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    });
  }
  const parsed = await parseJson(request, onboardingRequestSchema);
  if (!parsed.ok) return parsed.response;

  const session = await checkSession(db, credential?.token);
  const userId = session.status === 'valid' ? session.learner.id : null;
  const { id } = await createOnboarding(db, parsed.data, userId);
  return ok({ id, onboarded: userId !== null }, { description: 'Form has been submitted Successfully!' });
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
