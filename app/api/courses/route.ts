import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';
import { listCourses } from '@/lib/server/repositories/courses';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request: Request) => {
  const guarded = await requireLearner(request);
  if (!guarded.ok) return guarded.response;
  return ok(await listCourses(guarded.db, guarded.learner.id));
});
