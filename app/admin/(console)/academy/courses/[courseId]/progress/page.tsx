import { plural } from '@/lib/admin/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { getCourseForStaff } from '@/lib/server/academy-admin/courses';
import { courseProgressPage } from '@/lib/server/academy-admin/progress';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { idField } from '@/lib/validations/academy-admin';

export const metadata: Metadata = { title: 'Progress report' };

const day = (iso: string) => iso.slice(0, 10);

/** The first learners of the report on screen (by e-mail); the CSV holds them all, streamed. */
export default async function ProgressPage({ params }: { params: Promise<{ courseId: string }> }) {
  const { courseId: raw } = await params;
  await requireStaff('academy.manage', `/admin/academy/courses/${encodeURIComponent(raw)}/progress`);
  const courseId = idField.safeParse(raw);
  const db = await getDb();
  const course = courseId.success ? await getCourseForStaff(db, courseId.data) : undefined;
  if (!course) redirect('/admin/academy?error=unknown');
  const rows = await courseProgressPage(db, course.id, null, 200);
  return (
    <div className={styles.page}>
      <p>
        <Link href={`/admin/academy/courses/${course.id}`}>Back to the course</Link>
      </p>
      <h1 className={styles.title}>Progress: {course.title}</h1>
      <p>
        {plural(course.lectures.length, 'lecture')}.{' '}
        <a href={`/api/admin/academy/courses/${course.id}/progress`} download>
          Download the report (CSV)
        </a>
      </p>
      {rows.length === 0 ? (
        <p>No learner is enrolled in this course yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              Enrolled learners and their progress{rows.length === 200 ? ' (first 200; the CSV has all)' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Learner</th>
                <th scope="col">Watched</th>
                <th scope="col">Last activity</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.userId}>
                  <td>
                    <Link href={`/admin/academy/learners/${row.userId}`}>{row.name}</Link>
                    <br />
                    {row.email}
                  </td>
                  <td>
                    {row.watchedShare}% ({row.watched} of {row.lectures})
                  </td>
                  <td>{day(row.lastActivity)}</td>
                  <td>{row.active ? 'Active' : 'Deactivated'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
