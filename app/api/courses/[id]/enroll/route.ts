import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute, idParam } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';
import { enrol, publishedCourseExists } from '@/lib/server/repositories/courses';
import { otherMethods } from '@/lib/server/api/methods';

type Context = { params: Promise<{ id: string }> };

export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const guarded = await requireLearner(request, { stateChanging: true });
  if (!guarded.ok) return guarded.response;
  const courseId = idParam((await params).id);
  if (courseId === undefined || !(await publishedCourseExists(guarded.db, courseId)))
    return fail(404, 'No such course.');
  await enrol(guarded.db, guarded.learner.id, courseId);
  return ok({ courseId, isEnrolled: true }, { description: 'Enrolled.' });
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
