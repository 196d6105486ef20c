import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { isCrossSite } from '@/lib/server/api/origin';
import { requireLearner } from '@/lib/server/auth/guard';
import { clearedSessionCookie, deleteSession } from '@/lib/server/auth/sessions';

export const dynamic = 'force-dynamic';

// GET per SPEC 7; a cross-site page still cannot log a learner out (Sec-Fetch-Site/Origin check).
export const GET = apiRoute(async (request: Request) => {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const guarded = await requireLearner(request);
  if (!guarded.ok) return guarded.response;
  await deleteSession(guarded.db, guarded.sessionId);
  return ok(null, { description: 'Logout successfully!', headers: { 'Set-Cookie': clearedSessionCookie() } });
});
