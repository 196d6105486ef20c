'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { LOGIN_PATH } from '@/lib/academy/next-path';
import { actionRequest } from '@/lib/forms/action-request';
import { actionForm } from '@/lib/server/action-form';
import { isCrossSite } from '@/lib/server/api/origin';
import { idParam } from '@/lib/server/api/handler';
import { checkSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { enrol, publishedCourseExists } from '@/lib/server/repositories/courses';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import type { EnrolState } from '@/lib/academy/enrol-state';

/**
 * Enrolment posted as a form, before or without JavaScript: the same session, cross-site refusal and storage as
 * POST courses/{id}/enroll, then back to the course page at its status line, which now says "enrolled".
 * With JavaScript the button calls the API through React Query instead and never reaches this action.
 */
export async function enrolAction(previous: EnrolState, data: FormData): Promise<EnrolState> {
  // A post that names the action alone arrives with the form as the first argument: read, never a 500.
  const courseId = idParam(String(actionForm(previous, data).get('courseId') ?? ''));
  return unlessDatabaseDown(
    () => enrolPosted(courseId),
    (message): EnrolState => ({ status: 'refused', message }),
  );
}

async function enrolPosted(courseId: number | undefined): Promise<EnrolState> {
  if (isCrossSite(await actionRequest())) return { status: 'refused', message: 'Cross-site request refused.' };
  const db = await getDb();
  const coursePath = courseId === undefined ? '/academy/courses' : `/academy/courses/course/${courseId}`;
  const session = await checkSession(db, (await cookies()).get(SESSION_COOKIE)?.value);
  if (session.status !== 'valid') redirect(`${LOGIN_PATH}?next=${encodeURIComponent(coursePath)}`);
  if (courseId === undefined || !(await publishedCourseExists(db, courseId))) {
    return { status: 'refused', message: 'This course no longer exists.' };
  }
  await enrol(db, session.learner.id, courseId);
  redirect(`${coursePath}#course-status`);
}
