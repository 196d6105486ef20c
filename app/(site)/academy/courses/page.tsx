import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { setRequestLocale } from 'next-intl/server';
import { CatalogueStatusProvider, CourseStatus } from '@/components/academy/CatalogueStatus';
import { PageHero } from '@/components/ui/PageHero';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { getDb } from '@/lib/server/db';
import { listCourses } from '@/lib/server/repositories/courses';
import cardStyles from '@/components/academy/CourseCard.module.scss';
import styles from '@/components/academy/AcademyPage.module.scss';

// Static, regenerated at most every 5 minutes from the database (ISR); a learner's own state loads in the browser.
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  path: '/academy/courses',
  title: 'Course catalogue',
  description:
    'Online courses of the Corcym Academy for surgical teams: sutureless AVR, annuloplasty and minimally invasive approaches.',
});

export default async function CourseCatalogue() {
  setRequestLocale(defaultLocale);
  const courses = await listCourses(await getDb(), null);
  return (
    <>
      <PageHero
        eyebrow="Corcym Academy"
        title="Course catalogue"
        lead="Self-paced online modules for cardiac surgeons and their teams. Sign in with your academy account to enrol, watch the lectures and download the course material."
        breadcrumb={{
          label: 'Breadcrumb',
          items: [
            { label: 'Home', href: '/' },
            { label: 'Course catalogue', href: '/academy/courses' },
          ],
        }}
      />
      <div className={styles.page}>
        <CatalogueStatusProvider>
          <ul className={cardStyles.courseGrid}>
            {courses.map((course) => (
              <li key={course.id} className={cardStyles.courseCard}>
                <Image src={course.imageUrl} alt={course.imageAlt} width={640} height={360} unoptimized />
                <div className={cardStyles.courseCardBody}>
                  <p className={cardStyles.courseMeta}>
                    <span>{course.category}</span> · <span>Version {course.version}</span>
                  </p>
                  <h2>{course.title}</h2>
                  <p>{course.description}</p>
                  <CourseStatus courseId={course.id} title={course.title} />
                </div>
              </li>
            ))}
          </ul>
        </CatalogueStatusProvider>
        <p className={styles.catalogueNote}>
          The academy is for healthcare professionals. Accounts are created by Corcym: ask your Corcym representative,
          or read <Link href="/academy/get-started">how to get started</Link>.
        </p>
      </div>
    </>
  );
}
