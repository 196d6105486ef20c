import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';
import { listCourses } from '@/lib/server/repositories/courses';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async (request: Request) => {
  const guarded = await requireLearner(request);
  if (!guarded.ok) return guarded.response;
  return ok(await listCourses(guarded.db, guarded.learner.id));
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
