'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { coursePath } from '@/lib/academy/next-lecture';
import type { CourseSummary } from '@/lib/api/types';
import { useLearner } from '@/lib/client/learner-store';
import { ProgressBar } from './ProgressBar';
import styles from './CatalogueStatus.module.scss';
import enrolledStyles from './EnrolledNote.module.scss';
import buttonStyles from './PrimaryButton.module.scss';

// The query and the API client load only for learners.
const LearnerCoursesQuery = dynamic(
  () => import('./LearnerCoursesQuery').then((module) => module.LearnerCoursesQuery),
  { ssr: false },
);

const LearnerCourses = createContext<{ signedIn: boolean; courses: CourseSummary[] | null }>({
  signedIn: false,
  courses: null,
});

/**
 * The catalogue is one static page for everyone; for a signed-in learner this fetches their enrolment and
 * progress once and shares it with every card.
 */
export function CatalogueStatusProvider({ children }: { children: ReactNode }) {
  const learner = useLearner();
  const [courses, setCourses] = useState<CourseSummary[] | null>(null);
  return (
    <LearnerCourses.Provider value={{ signedIn: learner !== null, courses: learner ? courses : null }}>
      {learner && <LearnerCoursesQuery onCourses={setCourses} />}
      {children}
    </LearnerCourses.Provider>
  );
}

/** A card's call to action: sign in (visitor), or enrolment state and progress (learner). */
export function CourseStatus({ courseId, title }: { courseId: number; title: string }) {
  const { signedIn, courses } = useContext(LearnerCourses);
  const course = courses?.find((item) => item.id === courseId);
  if (signedIn && !course) {
    // Until the learner's progress arrives (or if it cannot), the course itself is one click away.
    return (
      <Link className={buttonStyles.primaryButton} href={coursePath(courseId)}>
        Open the course
      </Link>
    );
  }
  if (!course) {
    return (
      <Link
        className={buttonStyles.primaryButton}
        href={`/login?next=${encodeURIComponent(coursePath(courseId))}`}
        aria-label={`Sign in to take ${title}`}
      >
        Sign in to take this course
      </Link>
    );
  }
  return (
    <div className={styles.cardStatus}>
      {course.isEnrolled ? (
        <>
          <p className={enrolledStyles.enrolled}>Enrolled</p>
          <ProgressBar value={course.progress} label={`Progress in ${title}`} />
        </>
      ) : (
        <p>Not enrolled yet</p>
      )}
      <Link className={buttonStyles.primaryButton} href={coursePath(courseId)}>
        {course.isEnrolled ? 'Continue the course' : 'Open the course to enrol'}
      </Link>
    </div>
  );
}
