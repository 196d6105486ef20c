import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { AdminForm } from '@/components/admin/form/AdminForm';
import { CourseFields } from '@/components/admin/academy/CourseFields';
import { FormMessage } from '@/components/admin/FormMessage';
import { listCoursesForStaff } from '@/lib/server/academy-admin/courses';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { createCourseAction } from './actions';

export const metadata: Metadata = { title: 'Academy' };

export default async function AcademyAdminPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  await requireStaff('academy.manage', '/admin/academy');
  const { error } = await searchParams;
  const courses = await listCoursesForStaff(await getDb());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Academy</h1>
      <p className={styles.lead}>
        Courses and their lectures are below. <Link href="/admin/academy/learners">Learners</Link>: invite, deactivate,
        reset and enrol.
      </p>
      <FormMessage error={error ? 'That record no longer exists.' : undefined} />
      <section aria-labelledby="courses-heading">
        <h2 id="courses-heading">Courses ({courses.length})</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Status</th>
                <th scope="col">Category</th>
                <th scope="col">Version</th>
                <th scope="col">Lectures</th>
                <th scope="col">Enrolled</th>
                <th scope="col">Progress</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={course.id}>
                  <td>
                    <Link href={`/admin/academy/courses/${course.id}`}>{course.title}</Link>
                  </td>
                  <td>{course.published ? 'Published' : 'Draft'}</td>
                  <td>{course.category}</td>
                  <td>{course.version}</td>
                  <td>{course.lectures}</td>
                  <td>{course.enrolled}</td>
                  <td>
                    <Link
                      href={`/admin/academy/courses/${course.id}/progress`}
                      aria-label={`Progress report of ${course.title}`}
                    >
                      Report
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="new-course-heading">
        <h2 id="new-course-heading">New course</h2>
        <AdminForm prefix="new-course" action={createCourseAction} submitLabel="Create course" pendingLabel="Creating…">
          <CourseFields />
        </AdminForm>
      </section>
    </div>
  );
}
