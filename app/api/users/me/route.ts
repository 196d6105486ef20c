import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request: Request) => {
  const guarded = await requireLearner(request);
  return guarded.ok ? ok(guarded.learner) : guarded.response;
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
