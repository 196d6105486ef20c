import 'server-only';
import type { Db } from '../db';
import { CSV_BOM, csvRecord } from '../csv';

/** One enrolled learner's progress in a course. */
export interface ProgressRow {
  userId: string;
  email: string;
  name: string;
  active: boolean;
  enrolledAt: string;
  watched: number;
  lectures: number;
  /** Whole percent of the course's lectures watched. */
  watchedShare: number;
  /** Latest progress change on any lecture of the course, else the enrolment date. */
  lastActivity: string;
}

export const PROGRESS_PAGE_SIZE = 500;

/** A page of the course's progress, ordered by e-mail: one query for the learners, one for their progress. */
export async function courseProgressPage(
  db: Db,
  courseId: number,
  afterEmail: string | null,
  limit = PROGRESS_PAGE_SIZE,
): Promise<ProgressRow[]> {
  const lectureCount = Number(
    (
      await db
        .selectFrom('lectures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('course_id', '=', courseId)
        .executeTakeFirst()
    )?.count ?? 0,
  );
  let learners = db
    .selectFrom('enrolments')
    .innerJoin('users', 'users.id', 'enrolments.user_id')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.active', 'enrolments.created_at'])
    .where('enrolments.course_id', '=', courseId)
    .orderBy('users.email')
    .limit(limit);
  if (afterEmail !== null) learners = learners.where('users.email', '>', afterEmail);
  const rows = await learners.execute();
  if (rows.length === 0) return [];
  const progress = await db
    .selectFrom('lecture_progress')
    .innerJoin('lectures', 'lectures.id', 'lecture_progress.lecture_id')
    .select((eb) => [
      'lecture_progress.user_id',
      eb.fn.sum<number>('lecture_progress.watched').as('watched'),
      eb.fn.max<string>('lecture_progress.updated_at').as('last'),
    ])
    .where('lectures.course_id', '=', courseId)
    .where(
      'lecture_progress.user_id',
      'in',
      rows.map((row) => row.id),
    )
    .groupBy('lecture_progress.user_id')
    .execute();
  const byUser = new Map(progress.map((row) => [row.user_id, row]));
  return rows.map((row) => {
    const mine = byUser.get(row.id);
    const watched = Number(mine?.watched ?? 0);
    return {
      userId: row.id,
      email: row.email,
      name: `${row.first_name} ${row.last_name}`.trim(),
      active: row.active === 1,
      enrolledAt: row.created_at,
      watched,
      lectures: lectureCount,
      watchedShare: lectureCount === 0 ? 0 : Math.round((watched / lectureCount) * 100),
      lastActivity: mine?.last && mine.last > row.created_at ? mine.last : row.created_at,
    };
  });
}

export const PROGRESS_CSV_HEADER = [
  'Email',
  'Name',
  'Status',
  'Enrolled at',
  'Lectures watched',
  'Lectures',
  'Watched share (%)',
  'Last activity',
];

/**
 * The report as CSV, streamed a page at a time (keyset on e-mail) so a large course is never held in memory;
 * the next page is read only when the client has taken the previous one.
 */
export function progressCsvStream(db: Db, courseId: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: string | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRecord(PROGRESS_CSV_HEADER)));
        return;
      }
      const page = await courseProgressPage(db, courseId, after);
      if (page.length === 0) {
        controller.close();
        return;
      }
      after = page[page.length - 1]!.email;
      const text = page
        .map((row) =>
          csvRecord([
            row.email,
            row.name,
            row.active ? 'active' : 'deactivated',
            row.enrolledAt,
            row.watched,
            row.lectures,
            row.watchedShare,
            row.lastActivity,
          ]),
        )
        .join('');
      controller.enqueue(encoder.encode(text));
    },
  });
}
