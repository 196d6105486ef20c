import { redirect } from 'next/navigation';
import { homeNotFound } from '@/lib/not-found';
import type { ReactNode } from 'react';
import { idParam } from '@/lib/server/api/handler';
import { learnerCourse, requirePageLearner } from '@/lib/server/auth/page-session';

type Props = { children: ReactNode; params: Promise<{ id: string }> };

// Checked above the loading boundary, so a visitor or an unknown course gets a real HTTP redirect, not a streamed one.
export default async function CourseLayout({ children, params }: Props) {
  const { id } = await params;
  const { learner } = await requirePageLearner(`/academy/courses/course/${id}`);
  const courseId = idParam(id);
  if (courseId === undefined || !(await learnerCourse(learner.id, courseId))) redirect(homeNotFound());
  return children;
}
