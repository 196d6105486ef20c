import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { asksForJson, isCrossSite } from '@/lib/server/api/origin';
import { requireLearner } from '@/lib/server/auth/guard';
import { clearedSessionCookie, deleteSession, tokenFrom } from '@/lib/server/auth/sessions';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

/**
 * Logout is a GET (the client contract, docs/requirements.md §7.3), so it must refuse what a GET can be made
 * to do by someone else: a cross-site request, and a plain link or typed address that would end a learner's
 * session without their client asking. A bearer-token client is not a browser navigation and is not refused.
 */
export const GET = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  if (tokenFrom(request)?.via !== 'bearer' && !asksForJson(request)) {
    return fail(403, 'Use the Log out button to end your session.');
  }
  const guarded = await requireLearner(request);
  if (!guarded.ok) return guarded.response;
  await deleteSession(guarded.db, guarded.sessionId);
  return ok(null, { description: 'Logout successfully!', headers: { 'Set-Cookie': clearedSessionCookie() } });
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
