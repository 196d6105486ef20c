import 'server-only';
import { coursePictureUrl } from '@/lib/academy/course-picture';
import type { Db } from '../db';
import { withAudit, type AuditActor } from '../staff/audit';

/** Courses and lectures as the academy manager changes them; every change audited with before and after. */
export class CourseChangeError extends Error {}

export interface CourseInput {
  title: string;
  description: string;
  category: string;
  version: number;
  /** One of the pictures the site ships; used when there is no `upload`. */
  imageUrl: string;
  /** A picture uploaded for this course (already in storage) and its alternative text. */
  upload?: { key: string; alt: string };
}

export interface LectureInput {
  title: string;
  /** A hosted video (YouTube/Vimeo) address; undefined keeps the current video. */
  videoUrl?: string;
}

/** A lecture without a video yet points here: the player shows no video for it until one is set. */
export const NO_VIDEO = '';

export async function listCoursesForStaff(db: Db) {
  const courses = await db.selectFrom('courses').selectAll().orderBy('id').execute();
  const lectures = await db
    .selectFrom('lectures')
    .select((eb) => ['course_id', eb.fn.countAll<number>().as('count')])
    .groupBy('course_id')
    .execute();
  const enrolled = await db
    .selectFrom('enrolments')
    .select((eb) => ['course_id', eb.fn.countAll<number>().as('count')])
    .groupBy('course_id')
    .execute();
  const lectureCount = new Map(lectures.map((row) => [row.course_id, Number(row.count)]));
  const enrolledCount = new Map(enrolled.map((row) => [row.course_id, Number(row.count)]));
  return courses.map((course) => ({
    ...course,
    lectures: lectureCount.get(course.id) ?? 0,
    enrolled: enrolledCount.get(course.id) ?? 0,
  }));
}

export async function getCourseForStaff(db: Db, courseId: number) {
  const course = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
  if (!course) return undefined;
  const lectures = await db
    .selectFrom('lectures')
    .selectAll()
    .where('course_id', '=', courseId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...course, lectures };
}

export async function getLectureForStaff(db: Db, courseId: number, lectureId: number) {
  const lecture = await db
    .selectFrom('lectures')
    .selectAll()
    .where('id', '=', lectureId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!lecture) return undefined;
  const attachments = await db
    .selectFrom('lecture_attachments')
    .selectAll()
    .where('lecture_id', '=', lectureId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...lecture, attachments };
}

/** Explicit ids (no AUTOINCREMENT, so the same statements run on PostgreSQL): one above the largest so far. */
async function nextId(trx: Db, table: 'courses' | 'lectures' | 'lecture_attachments'): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number>('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

const courseRow = (courseId: number, input: CourseInput) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  version: input.version,
  image_url: input.upload ? coursePictureUrl(courseId, input.upload.key) : input.imageUrl,
  image_key: input.upload?.key ?? null,
  image_alt: input.upload?.alt ?? null,
});

export async function createCourse(db: Db, actor: AuditActor, input: CourseInput): Promise<number> {
  return withAudit(db, actor, { action: 'academy.course.create', entity: 'course' }, async (trx) => {
    const id = await nextId(trx, 'courses');
    // A new course is a draft: learners see it once it is published (setCoursePublished).
    const row = { id, ...courseRow(id, input), published: 0 };
    await trx.insertInto('courses').values(row).execute();
    return { result: row.id, after: row, entityId: String(row.id) };
  });
}

/** Publishes (learners and visitors see it) or unpublishes (back to draft) a course, audited. */
export async function setCoursePublished(db: Db, actor: AuditActor, courseId: number, published: boolean) {
  return withAudit(
    db,
    actor,
    {
      action: published ? 'academy.course.publish' : 'academy.course.unpublish',
      entity: 'course',
      entityId: String(courseId),
    },
    async (trx) => {
      const before = await trx.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
      if (!before) throw new CourseChangeError('That course no longer exists.');
      const value = published ? 1 : 0;
      await trx.updateTable('courses').set({ published: value }).where('id', '=', courseId).execute();
      return { result: undefined, before, after: { ...before, published: value } };
    },
  );
}

/** Saves the course; answers the storage key of the uploaded picture it had before (null for none). */
export async function updateCourse(
  db: Db,
  actor: AuditActor,
  courseId: number,
  input: CourseInput,
): Promise<string | null> {
  return withAudit(
    db,
    actor,
    { action: 'academy.course.update', entity: 'course', entityId: String(courseId) },
    async (trx) => {
      const before = await trx.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
      if (!before) throw new CourseChangeError('That course no longer exists.');
      const change = courseRow(courseId, input);
      await trx.updateTable('courses').set(change).where('id', '=', courseId).execute();
      // Lectures created with the course's picture as their thumbnail follow it (an old address may stop working).
      if (change.image_url !== before.image_url) {
        await trx
          .updateTable('lectures')
          .set({ thumbnail: change.image_url })
          .where('course_id', '=', courseId)
          .where('thumbnail', '=', before.image_url)
          .execute();
      }
      return { result: before.image_key, before, after: { ...before, ...change } };
    },
  );
}

/** The storage key of a course's uploaded picture, for the route that serves it; undefined when there is none. */
export async function coursePictureKey(db: Db, courseId: number): Promise<string | undefined> {
  const row = await db.selectFrom('courses').select('image_key').where('id', '=', courseId).executeTakeFirst();
  return row?.image_key ?? undefined;
}

async function lectureOf(trx: Db, courseId: number, lectureId: number) {
  const lecture = await trx
    .selectFrom('lectures')
    .selectAll()
    .where('id', '=', lectureId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!lecture) throw new CourseChangeError('That lecture no longer exists.');
  return lecture;
}

export async function addLecture(db: Db, actor: AuditActor, courseId: number, input: LectureInput): Promise<number> {
  return withAudit(db, actor, { action: 'academy.lecture.create', entity: 'lecture' }, async (trx) => {
    const course = await trx
      .selectFrom('courses')
      .select(['id', 'image_url'])
      .where('id', '=', courseId)
      .executeTakeFirst();
    if (!course) throw new CourseChangeError('That course no longer exists.');
    const last = await trx
      .selectFrom('lectures')
      .select((eb) => eb.fn.max<number>('position').as('max'))
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    const row = {
      id: await nextId(trx, 'lectures'),
      course_id: courseId,
      position: last?.max == null ? 0 : Number(last.max) + 1,
      title: input.title,
      thumbnail: course.image_url,
      video_link: input.videoUrl ?? NO_VIDEO,
      time_stamps: '[]',
    };
    await trx.insertInto('lectures').values(row).execute();
    return { result: row.id, after: row, entityId: String(row.id) };
  });
}

/** Saves a lecture's title (and hosted video, when given); answers the video address it had before. */
export async function updateLecture(
  db: Db,
  actor: AuditActor,
  courseId: number,
  lectureId: number,
  input: LectureInput,
): Promise<string> {
  return withAudit(
    db,
    actor,
    { action: 'academy.lecture.update', entity: 'lecture', entityId: String(lectureId) },
    async (trx) => {
      const before = await lectureOf(trx, courseId, lectureId);
      const change = { title: input.title, ...(input.videoUrl ? { video_link: input.videoUrl } : {}) };
      await trx.updateTable('lectures').set(change).where('id', '=', lectureId).execute();
      return { result: before.video_link, before, after: { ...before, ...change } };
    },
  );
}

/** Points a lecture at a newly stored video file (the upload route stores the bytes first). */
export async function setLectureVideo(
  db: Db,
  actor: AuditActor,
  courseId: number,
  lectureId: number,
  videoLink: string,
): Promise<string> {
  return withAudit(
    db,
    actor,
    { action: 'academy.lecture.video', entity: 'lecture', entityId: String(lectureId) },
    async (trx) => {
      const before = await lectureOf(trx, courseId, lectureId);
      await trx.updateTable('lectures').set({ video_link: videoLink }).where('id', '=', lectureId).execute();
      return { result: before.video_link, before, after: { ...before, video_link: videoLink } };
    },
  );
}

/** Records new captions of an uploaded video (the upload route stores the file beside the video first). */
export async function recordCaptions(
  db: Db,
  actor: AuditActor,
  courseId: number,
  lectureId: number,
  captions: string,
): Promise<void> {
  await withAudit(
    db,
    actor,
    { action: 'academy.lecture.captions', entity: 'lecture', entityId: String(lectureId) },
    async (trx) => {
      const lecture = await lectureOf(trx, courseId, lectureId);
      return { result: undefined, after: { video_link: lecture.video_link, captions } };
    },
  );
}

/** Moves a lecture one place up or down by swapping positions with its neighbour; the ends stay put. */
export async function moveLecture(
  db: Db,
  actor: AuditActor,
  courseId: number,
  lectureId: number,
  direction: 'up' | 'down',
): Promise<void> {
  await withAudit(
    db,
    actor,
    { action: 'academy.lecture.move', entity: 'lecture', entityId: String(lectureId) },
    async (trx) => {
      await lectureOf(trx, courseId, lectureId);
      const ordered = await trx
        .selectFrom('lectures')
        .select(['id', 'position'])
        .where('course_id', '=', courseId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const index = ordered.findIndex((row) => row.id === lectureId);
      const target = direction === 'up' ? index - 1 : index + 1;
      const before = ordered.map((row) => row.id);
      if (target >= 0 && target < ordered.length)
        [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
      // Positions are renumbered 0..n-1, which also repairs gaps or ties left by earlier data.
      for (const [position, row] of ordered.entries()) {
        await trx.updateTable('lectures').set({ position }).where('id', '=', row.id).execute();
      }
      return { result: undefined, before: { order: before }, after: { order: ordered.map((row) => row.id) } };
    },
  );
}

/** Removes a lecture with its attachments and progress; answers the file addresses that nothing points at now. */
export async function removeLecture(db: Db, actor: AuditActor, courseId: number, lectureId: number): Promise<string[]> {
  return withAudit(
    db,
    actor,
    { action: 'academy.lecture.remove', entity: 'lecture', entityId: String(lectureId) },
    async (trx) => {
      const before = await lectureOf(trx, courseId, lectureId);
      const attachments = await trx
        .selectFrom('lecture_attachments')
        .selectAll()
        .where('lecture_id', '=', lectureId)
        .execute();
      await trx.deleteFrom('lecture_attachments').where('lecture_id', '=', lectureId).execute();
      await trx.deleteFrom('lecture_progress').where('lecture_id', '=', lectureId).execute();
      await trx.deleteFrom('lectures').where('id', '=', lectureId).execute();
      return {
        result: [before.video_link, ...attachments.map((item) => item.link)],
        before: { ...before, attachments },
        after: null,
      };
    },
  );
}

export async function addAttachment(
  db: Db,
  actor: AuditActor,
  courseId: number,
  lectureId: number,
  attachment: { name: string; link: string },
): Promise<void> {
  await withAudit(db, actor, { action: 'academy.attachment.create', entity: 'lecture_attachment' }, async (trx) => {
    await lectureOf(trx, courseId, lectureId);
    const last = await trx
      .selectFrom('lecture_attachments')
      .select((eb) => eb.fn.max<number>('position').as('max'))
      .where('lecture_id', '=', lectureId)
      .executeTakeFirst();
    const row = {
      id: await nextId(trx, 'lecture_attachments'),
      lecture_id: lectureId,
      position: last?.max == null ? 0 : Number(last.max) + 1,
      ...attachment,
    };
    await trx.insertInto('lecture_attachments').values(row).execute();
    return { result: undefined, after: row, entityId: String(row.id) };
  });
}

export async function removeAttachment(
  db: Db,
  actor: AuditActor,
  courseId: number,
  lectureId: number,
  attachmentId: number,
): Promise<string> {
  return withAudit(
    db,
    actor,
    { action: 'academy.attachment.remove', entity: 'lecture_attachment', entityId: String(attachmentId) },
    async (trx) => {
      await lectureOf(trx, courseId, lectureId);
      const before = await trx
        .selectFrom('lecture_attachments')
        .selectAll()
        .where('id', '=', attachmentId)
        .where('lecture_id', '=', lectureId)
        .executeTakeFirst();
      if (!before) throw new CourseChangeError('That attachment no longer exists.');
      await trx.deleteFrom('lecture_attachments').where('id', '=', attachmentId).execute();
      return { result: before.link, before, after: null };
    },
  );
}
