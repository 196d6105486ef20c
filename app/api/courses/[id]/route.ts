import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute, idParam } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';
import { getCourse } from '@/lib/server/repositories/courses';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const GET = apiRoute(async (request: Request, { params }: Context) => {
  const guarded = await requireLearner(request);
  if (!guarded.ok) return guarded.response;
  const courseId = idParam((await params).id);
  const course = courseId === undefined ? undefined : await getCourse(guarded.db, guarded.learner.id, courseId);
  return course ? ok(course) : fail(404, 'No such course.');
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
