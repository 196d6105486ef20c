import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { getDb, type Db } from '../db';
import { getCourse, type CourseDetail } from '../repositories/courses';
import { checkSession, type Learner } from './sessions';

/** The session of the page being rendered, checked against the database (the proxy only saw a cookie). */
// Cached per request: the layout and the page of a gated route check the session once between them.
export const pageSession = cache(async (): Promise<{ db: Db; learner: Learner | null; hadCookie: boolean }> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const db = await getDb();
  const session = await checkSession(db, token);
  return { db, learner: session.status === 'valid' ? session.learner : null, hadCookie: Boolean(token) };
});

/**
 * The learner of a gated page, or a redirect to the login. A stale cookie is cleared on the way by the
 * session-end route: the proxy would otherwise bounce /login back to /academy while the cookie exists.
 */
export async function requirePageLearner(path: string): Promise<{ db: Db; learner: Learner }> {
  const { db, learner, hadCookie } = await pageSession();
  if (learner) return { db, learner };
  const next = encodeURIComponent(path);
  redirect(hadCookie ? `/api/users/session-end?next=${next}` : `/login?next=${next}`);
}

/** A course as the signed-in learner sees it; cached per request so the course layout and page read it once. */
export const learnerCourse = cache(async (userId: string, courseId: number): Promise<CourseDetail | undefined> =>
  getCourse(await getDb(), userId, courseId),
);
