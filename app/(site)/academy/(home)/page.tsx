import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import { LearnerSync } from '@/components/academy/LearnerSync';
import { ProgressBar } from '@/components/academy/ProgressBar';
import { PageHero } from '@/components/ui/PageHero';
import { coursePath, nextLecture } from '@/lib/academy/next-lecture';
import { academyProgrammes, masteringPages } from '@/lib/content/academy/pages';
import { defaultLocale } from '@/lib/i18n/locales';
import { requirePageLearner } from '@/lib/server/auth/page-session';
import { getCourse, listCourses } from '@/lib/server/repositories/courses';
import styles from './page.module.scss';
import pageStyles from '@/components/academy/AcademyPage.module.scss';
import cardStyles from '@/components/academy/CourseCard.module.scss';
import buttonStyles from '@/components/academy/PrimaryButton.module.scss';

export const metadata: Metadata = { title: 'My academy', robots: { index: false, follow: false } };

/** The learner's academy home: rendered per request for the signed-in learner only. */
export default async function AcademyHome() {
  setRequestLocale(defaultLocale);
  const { db, learner } = await requirePageLearner('/academy');
  const courses = await listCourses(db, learner.id);
  const enrolled = courses.filter((course) => course.isEnrolled);
  const details = await Promise.all(enrolled.map((course) => getCourse(db, learner.id, course.id)));
  const upNext = details.flatMap((course) => {
    const lecture = course && nextLecture(course);
    return course && lecture ? [{ course, lecture }] : [];
  })[0];

  return (
    <>
      <LearnerSync id={learner.id} onboarded={learner.onboarded} />
      <PageHero
        eyebrow="Corcym Academy"
        title={`Welcome, ${learner.first_name}`}
        lead="Continue your courses, pick up the next lecture where you left off, or explore the academy’s programmes."
        breadcrumb={{
          label: 'Breadcrumb',
          items: [
            { label: 'Home', href: '/' },
            { label: 'My academy', href: '/academy' },
          ],
        }}
      />
      <div className={pageStyles.page}>
        {upNext && (
          <section aria-labelledby="next-title" className={styles.upNext}>
            <h2 id="next-title">Up next</h2>
            <p>
              <strong>{upNext.lecture.title}</strong> in {upNext.course.title}
            </p>
            <Link className={buttonStyles.primaryButton} href={coursePath(upNext.course.id, upNext.lecture.id)}>
              Watch the next lecture
            </Link>
          </section>
        )}

        <section aria-labelledby="courses-title">
          <h2 id="courses-title">My courses</h2>
          {enrolled.length === 0 && (
            <p>
              You are not enrolled in a course yet. Choose one below or browse the{' '}
              <Link href="/academy/courses">course catalogue</Link>.
            </p>
          )}
          <ul className={cardStyles.courseGrid}>
            {(enrolled.length > 0 ? enrolled : courses).map((course) => (
              <li key={course.id} className={cardStyles.courseCard}>
                <Image src={course.imageUrl} alt={course.imageAlt} width={640} height={360} unoptimized />
                <div className={cardStyles.courseCardBody}>
                  <p className={cardStyles.courseMeta}>
                    {course.category} · Version {course.version}
                  </p>
                  <h3>
                    <Link href={coursePath(course.id)}>{course.title}</Link>
                  </h3>
                  {course.isEnrolled ? (
                    <ProgressBar value={course.progress} label={`Progress in ${course.title}`} />
                  ) : (
                    <p>{course.description}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="programmes-title">
          <h2 id="programmes-title">Programmes</h2>
          <ul className={styles.programmeLinks}>
            {[...academyProgrammes, ...masteringPages].map((page) => (
              <li key={page.path}>
                <Link href={page.path}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
