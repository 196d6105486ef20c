import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { idParam } from '@/lib/server/api/handler';
import { requirePageLearner } from '@/lib/server/auth/page-session';
import { courseExists } from '@/lib/server/repositories/courses';

type Props = { children: ReactNode; params: Promise<{ id: string }> };

// Checked above the loading boundary, so a visitor or an unknown course gets a real HTTP redirect, not a streamed one.
export default async function CourseLayout({ children, params }: Props) {
  const { id } = await params;
  const { db } = await requirePageLearner(`/academy/courses/course/${id}`);
  const courseId = idParam(id);
  if (courseId === undefined || !(await courseExists(db, courseId))) redirect('/');
  return children;
}
