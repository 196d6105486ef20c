import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import {
  addAttachment,
  CourseChangeError,
  getLectureForStaff,
  recordCaptions,
  setLectureVideo,
} from '@/lib/server/academy-admin/courses';
import {
  ATTACHMENT_MAX_BYTES,
  CAPTIONS_MAX_BYTES,
  discardUploadedVideo,
  isMp4,
  isWebVtt,
  storeAcademyFile,
  storeCaptions,
  videoMaxBytes,
} from '@/lib/server/academy-admin/uploads';
import { getDb } from '@/lib/server/db';
import { isPdf, readMultipart, type ReceivedFile } from '@/lib/server/leads/multipart';
import { auditActor, requireStaffApi } from '@/lib/server/staff/guard';
import { attachmentNameField, idField } from '@/lib/validations/academy-admin';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lectureId: string }> };

const KINDS = {
  video: videoMaxBytes,
  captions: () => CAPTIONS_MAX_BYTES,
  attachment: () => ATTACHMENT_MAX_BYTES,
} as const;
type Kind = keyof typeof KINDS;

/**
 * A lecture's files, uploaded by the academy manager: `kind` video (MP4), captions (WebVTT, for an uploaded
 * video) or attachment (PDF, with a `name`). The body is streamed to a temporary file within the kind's limit
 * (never held in memory), checked by its first bytes, not its name or stated type, and moved into storage as
 * learner-only material; the lecture points at it in an audited change.
 */
export const POST = apiRoute(async (request: Request, context: Context) => {
  const gate = await requireStaffApi(request, 'academy.manage');
  if (!gate.ok) return gate.response;
  const kind = new URL(request.url).searchParams.get('kind') as Kind | null;
  if (!kind || !Object.hasOwn(KINDS, kind)) return fail(422, 'Say what is uploaded: video, captions or attachment.');
  const lectureId = idField.safeParse((await context.params).lectureId);
  if (!lectureId.success) return fail(404, 'That lecture does not exist.');

  const maxBytes = KINDS[kind]();
  const form = await readMultipart(request, { maxFileBytes: maxBytes, fileFields: ['file'] });
  if (!form.ok) return form.response;
  try {
    return await storeLectureFile(kind, lectureId.data, form, auditActor(gate.staff));
  } finally {
    await form.discard();
  }
});

async function storeLectureFile(
  kind: Kind,
  lectureId: number,
  form: { fields: Map<string, string>; files: Map<string, ReceivedFile> },
  actor: ReturnType<typeof auditActor>,
): Promise<Response> {
  const courseId = idField.safeParse(form.fields.get('courseId'));
  const db = await getDb();
  const lecture = courseId.success ? await getLectureForStaff(db, courseId.data, lectureId) : undefined;
  if (!lecture) return fail(404, 'That lecture does not exist.');
  const file = form.files.get('file');
  if (!file || file.size === 0)
    return fail(422, 'Choose a file to upload.', { errors: { file: ['Choose a file to upload.'] } });

  try {
    if (kind === 'video') {
      if (!isMp4(file.head))
        return fail(422, 'This file is not an MP4 video.', { errors: { file: ['Upload an MP4 video.'] } });
      const address = await storeAcademyFile('video', file.path);
      const previous = await setLectureVideo(db, actor, lecture.course_id, lecture.id, address);
      await discardUploadedVideo(previous);
      return ok({ videoLink: address }, { description: 'The video was uploaded.' });
    }
    if (kind === 'captions') {
      if (!isWebVtt(file.head))
        return fail(422, 'This file is not WebVTT captions: it must start with WEBVTT.', {
          errors: { file: ['Upload a WebVTT (.vtt) file.'] },
        });
      if (!(await storeCaptions(lecture.video_link, file.path)))
        return fail(422, 'Upload the lecture’s MP4 video first: captions belong to an uploaded video.');
      await recordCaptions(db, actor, lecture.course_id, lecture.id, lecture.video_link.replace(/\.mp4$/, '.vtt'));
      return ok({}, { description: 'The captions were uploaded.' });
    }
    const name = attachmentNameField.safeParse(form.fields.get('name'));
    if (!name.success)
      return fail(422, name.error.issues[0]!.message, { errors: { name: [name.error.issues[0]!.message] } });
    if (!isPdf(file.head))
      return fail(422, 'This file is not a PDF.', { errors: { file: ['Upload a PDF document.'] } });
    const address = await storeAcademyFile('attachment', file.path);
    await addAttachment(db, actor, lecture.course_id, lecture.id, { name: name.data, link: address });
    return ok({ link: address }, { description: 'The attachment was added.' });
  } catch (error) {
    if (error instanceof CourseChangeError) return fail(404, error.message);
    throw error;
  }
}

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
