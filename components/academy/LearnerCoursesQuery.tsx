'use client';

import { useEffect } from 'react';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { useCourses } from '@/lib/api/hooks';
import type { CourseSummary } from '@/lib/api/types';

/** Fetches the signed-in learner's enrolment and progress and hands them up; renders nothing. Null until known, or on failure. */
function CoursesQuery({ onCourses }: { onCourses: (courses: CourseSummary[] | null) => void }) {
  const { data } = useCourses();
  useEffect(() => onCourses(data ?? null), [data, onCourses]);
  return null;
}

export const LearnerCoursesQuery = withQueryClient(CoursesQuery);
