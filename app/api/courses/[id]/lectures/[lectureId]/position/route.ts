import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute, idParam } from '@/lib/server/api/handler';
import { parseJson } from '@/lib/server/api/request';
import { requireLearner } from '@/lib/server/auth/guard';
import { savePosition } from '@/lib/server/repositories/courses';
import { positionSchema } from '@/lib/validations/progress';
import { otherMethods } from '@/lib/server/api/methods';

type Context = { params: Promise<{ id: string; lectureId: string }> };

export const POST = apiRoute(async (request: Request, { params }: Context) => {
  const guarded = await requireLearner(request, { stateChanging: true });
  if (!guarded.ok) return guarded.response;
  const parsed = await parseJson(request, positionSchema);
  if (!parsed.ok) return parsed.response;
  const { id, lectureId } = await params;
  const courseId = idParam(id);
  const lecture = idParam(lectureId);
  const saved =
    courseId !== undefined &&
    lecture !== undefined &&
    (await savePosition(guarded.db, guarded.learner.id, courseId, lecture, parsed.data.seconds));
  if (!saved) return fail(404, 'No such lecture in this course.');
  return ok(
    { courseId, lectureId: lecture, position_seconds: parsed.data.seconds },
    { description: 'Position saved.' },
  );
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
