import 'server-only';
import type { CourseDetail, CourseSummary } from '@/lib/api/types';
import { readsTags } from '@/lib/cache/read-tags';
import { COURSES_TAG } from '@/lib/cache/tags';
import { writeTransaction, type Db } from '../db';

// The answer shapes are shared with the browser's API client.
export type { CourseDetail } from '@/lib/api/types';

/** Percentage of each course's lectures the learner has watched, 0 to 100, in one query. */
async function progressByCourse(db: Db, userId: string, courseId?: number): Promise<Map<number, number>> {
  let query = db
    .selectFrom('lectures')
    .leftJoin('lecture_progress', (join) =>
      join.onRef('lecture_progress.lecture_id', '=', 'lectures.id').on('lecture_progress.user_id', '=', userId),
    )
    .select((eb) => [
      'lectures.course_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>('lecture_progress.watched').as('watched'),
    ])
    .groupBy('lectures.course_id');
  if (courseId !== undefined) query = query.where('lectures.course_id', '=', courseId);
  const rows = await query.execute();
  return new Map(
    rows.map((row) => [
      row.course_id,
      Number(row.total) === 0 ? 0 : Math.round((Number(row.watched ?? 0) / Number(row.total)) * 100),
    ]),
  );
}

const progressOf = async (db: Db, userId: string, courseId: number) =>
  (await progressByCourse(db, userId, courseId)).get(courseId) ?? 0;

/**
 * The courses (or the one asked for) as a learner sees them; `userId` null for a visitor: not enrolled, no progress.
 * The public catalogue renders it ahead, so it carries the courses tag (app/admin/(console)/academy/actions.ts).
 */
export async function listCourses(db: Db, userId: string | null, courseId?: number): Promise<CourseSummary[]> {
  await readsTags(COURSES_TAG);
  // Drafts (published = 0) are for the back office only.
  let query = db.selectFrom('courses').selectAll().where('published', '=', 1).orderBy('id');
  if (courseId !== undefined) query = query.where('id', '=', courseId);
  const courses = await query.execute();
  const enrolled = userId
    ? new Set(
        (await db.selectFrom('enrolments').select('course_id').where('user_id', '=', userId).execute()).map(
          (row) => row.course_id,
        ),
      )
    : new Set<number>();
  const progress = userId ? await progressByCourse(db, userId, courseId) : new Map<number, number>();
  return courses.map((course) => ({
    id: course.id,
    title: course.title,
    description: course.description,
    imageUrl: course.image_url,
    imageAlt: course.image_alt ?? '',
    progress: progress.get(course.id) ?? 0,
    category: course.category,
    isEnrolled: enrolled.has(course.id),
    version: course.version,
  }));
}

export async function getCourse(db: Db, userId: string, courseId: number): Promise<CourseDetail | undefined> {
  const [summary] = await listCourses(db, userId, courseId);
  if (!summary) return undefined;
  const lectures = await db
    .selectFrom('lectures')
    .leftJoin('lecture_progress', (join) =>
      join.onRef('lecture_progress.lecture_id', '=', 'lectures.id').on('lecture_progress.user_id', '=', userId),
    )
    .select([
      'lectures.id',
      'lectures.course_id',
      'lectures.title',
      'lectures.thumbnail',
      'lectures.video_link',
      'lectures.time_stamps',
      'lecture_progress.watched',
      'lecture_progress.position_seconds',
    ])
    .where('lectures.course_id', '=', courseId)
    .orderBy('lectures.position')
    .execute();
  const attachments = await db
    .selectFrom('lecture_attachments')
    .innerJoin('lectures', 'lectures.id', 'lecture_attachments.lecture_id')
    .select(['lecture_attachments.lecture_id', 'lecture_attachments.name', 'lecture_attachments.link'])
    .where('lectures.course_id', '=', courseId)
    .orderBy('lecture_attachments.position')
    .execute();
  return {
    ...summary,
    course_details: lectures.map((lecture) => ({
      id: lecture.id,
      courseId: lecture.course_id,
      title: lecture.title,
      hasWatched: lecture.watched === 1,
      thumbnail: lecture.thumbnail,
      video_link: lecture.video_link,
      time_stamps: JSON.parse(lecture.time_stamps) as unknown[],
      attachments: attachments
        .filter((item) => item.lecture_id === lecture.id)
        .map(({ name, link }) => ({ name, link })),
      position_seconds: lecture.position_seconds ?? 0,
    })),
  };
}

export async function courseExists(db: Db, courseId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst());
}

/** A course learners may see and enrol in (not a draft). */
export async function publishedCourseExists(db: Db, courseId: number): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', courseId)
      .where('published', '=', 1)
      .executeTakeFirst(),
  );
}

export async function enrol(db: Db, userId: string, courseId: number): Promise<void> {
  await db
    .insertInto('enrolments')
    .values({ user_id: userId, course_id: courseId, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

/** Marks a lecture watched (enrolling the learner if needed) and returns the course's new progress. */
export async function markWatched(
  db: Db,
  userId: string,
  courseId: number,
  lectureId: number,
): Promise<number | undefined> {
  return writeTransaction(db, async (trx) => {
    const lecture = await trx
      .selectFrom('lectures')
      .select('id')
      .where('id', '=', lectureId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    if (!lecture) return undefined;
    const now = new Date().toISOString();
    await trx
      .insertInto('enrolments')
      .values({ user_id: userId, course_id: courseId, created_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
    await trx
      .insertInto('lecture_progress')
      .values({ user_id: userId, lecture_id: lectureId, watched: 1, position_seconds: 0, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'lecture_id']).doUpdateSet({ watched: 1, updated_at: now }),
      )
      .execute();
    return progressOf(trx, userId, courseId);
  });
}

/** Remembers where the learner stopped in a lecture; false when the lecture is not part of the course. */
export async function savePosition(
  db: Db,
  userId: string,
  courseId: number,
  lectureId: number,
  seconds: number,
): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    const lecture = await trx
      .selectFrom('lectures')
      .select('id')
      .where('id', '=', lectureId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    if (!lecture) return false;
    const now = new Date().toISOString();
    const position = Math.round(seconds * 10) / 10;
    await trx
      .insertInto('lecture_progress')
      .values({ user_id: userId, lecture_id: lectureId, watched: 0, position_seconds: position, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'lecture_id']).doUpdateSet({ position_seconds: position, updated_at: now }),
      )
      .execute();
    return true;
  });
}
