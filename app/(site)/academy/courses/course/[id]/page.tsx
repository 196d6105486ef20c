import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { homeNotFound } from '@/lib/not-found';
import { setRequestLocale } from 'next-intl/server';
import { CourseView } from '@/components/academy/CourseView';
import { enrolAction } from './actions';
import { LearnerSync } from '@/components/academy/LearnerSync';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { idParam } from '@/lib/server/api/handler';
import { learnerCourse, requirePageLearner } from '@/lib/server/auth/page-session';
import styles from '@/components/academy/AcademyPage.module.scss';

export const metadata: Metadata = { title: 'Course', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ lecture?: string }> };

/**
 * A course with its lectures, for a signed-in learner only: the session is checked here against the database,
 * whatever the proxy let through. An unknown course goes home, as unknown paths do.
 */
export default async function CoursePage({ params, searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const { id } = await params;
  const { learner } = await requirePageLearner(`/academy/courses/course/${id}`);
  const courseId = idParam(id);
  const course = courseId === undefined ? undefined : await learnerCourse(learner.id, courseId);
  if (!course) redirect(homeNotFound());
  const lecture = idParam((await searchParams).lecture);

  return (
    <>
      <LearnerSync id={learner.id} onboarded={learner.onboarded} />
      <PageHero
        eyebrow={`${course.category} · Version ${course.version}`}
        title={course.title}
        lead={course.description}
        breadcrumb={{
          label: 'Breadcrumb',
          items: [
            { label: 'My academy', href: '/academy' },
            { label: 'Courses', href: '/academy/courses' },
            { label: course.title, href: `/academy/courses/course/${course.id}` },
          ],
        }}
      />
      <div className={styles.page}>
        <CourseView
          initialCourse={course}
          initialLectureId={course.course_details.some((item) => item.id === lecture) ? lecture : undefined}
          enrolAction={enrolAction}
        />
      </div>
    </>
  );
}
