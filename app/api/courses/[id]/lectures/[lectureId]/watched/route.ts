import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute, idParam } from '@/lib/server/api/handler';
import { requireLearner } from '@/lib/server/auth/guard';
import { markWatched } from '@/lib/server/repositories/courses';
import { otherMethods } from '@/lib/server/api/methods';

type Context = { params: Promise<{ id: string; lectureId: string }> };

export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const guarded = await requireLearner(request, { stateChanging: true });
  if (!guarded.ok) return guarded.response;
  const { id, lectureId } = await params;
  const courseId = idParam(id);
  const lecture = idParam(lectureId);
  const progress =
    courseId === undefined || lecture === undefined
      ? undefined
      : await markWatched(guarded.db, guarded.learner.id, courseId, lecture);
  if (progress === undefined) return fail(404, 'No such lecture in this course.');
  return ok(
    { courseId, lectureId: lecture, hasWatched: true, progress },
    { description: 'Lecture marked as watched.' },
  );
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
