import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request: Request) => {
  const guarded = await requireLearner(request);
  return guarded.ok ? ok(guarded.learner) : guarded.response;
});
