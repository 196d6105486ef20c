import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { AdminForm } from '@/components/admin/form/AdminForm';
import { CourseFields } from '@/components/admin/academy/CourseFields';
import { AdminField } from '@/components/admin/form/AdminField';
import { LectureList } from '@/components/admin/academy/LectureList';
import { CONFIRM_MISSING } from '@/lib/server/staff/form-values';
import { ConfirmBox } from '@/components/admin/ConfirmBox';
import { FormMessage } from '@/components/admin/FormMessage';
import { getCourseForStaff } from '@/lib/server/academy-admin/courses';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { idField } from '@/lib/validations/academy-admin';
import {
  addLectureAction,
  moveLectureAction,
  removeLectureAction,
  setCoursePublishedAction,
  updateCourseAction,
} from '../../actions';

export const metadata: Metadata = { title: 'Course' };

const notices: Record<string, string> = {
  created: 'The course was created as a draft. Add its lectures below, then publish it.',
  'moved-up': 'The lecture was moved up.',
  'moved-down': 'The lecture was moved down.',
  removed: 'The lecture was removed.',
  published: 'The course is published: learners and visitors see it in the catalogue.',
  unpublished: 'The course is a draft again: learners and visitors no longer see it.',
};

type Props = { params: Promise<{ courseId: string }>; searchParams: Promise<{ notice?: string; error?: string }> };

export default async function CoursePage({ params, searchParams }: Props) {
  const { courseId: raw } = await params;
  await requireStaff('academy.manage', `/admin/academy/courses/${encodeURIComponent(raw)}`);
  const courseId = idField.safeParse(raw);
  const course = courseId.success ? await getCourseForStaff(await getDb(), courseId.data) : undefined;
  if (!course) redirect('/admin/academy?error=unknown');
  const { notice, error } = await searchParams;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/academy">Academy</Link>
      </p>
      <h1 className={styles.title}>{course.title}</h1>
      <FormMessage
        success={notice ? notices[notice] : undefined}
        error={error ? (error === 'confirm' ? CONFIRM_MISSING : 'That lecture no longer exists.') : undefined}
      />
      <section className={styles.card} aria-labelledby="course-status-heading">
        <h2 id="course-status-heading">Status: {course.published ? 'published' : 'draft'}</h2>
        <p>
          {course.published
            ? 'Learners and visitors see this course in the catalogue.'
            : 'A draft: only the back office sees it. Publish it when its lectures are ready.'}
        </p>
        <form action={setCoursePublishedAction} className={styles.actions}>
          <input type="hidden" name="courseId" value={course.id} />
          <input type="hidden" name="published" value={course.published ? '0' : '1'} />
          {course.published ? (
            <ConfirmBox id="unpublish-confirm">Yes, hide this course from learners</ConfirmBox>
          ) : null}
          <button className={course.published ? styles.secondary : styles.button} type="submit">
            {course.published ? 'Unpublish (back to draft)' : 'Publish the course'}
          </button>
        </form>
      </section>
      <p>
        <Link href={`/admin/academy/courses/${course.id}/progress`}>Progress report of this course</Link>
      </p>
      <section aria-labelledby="lectures-heading">
        <h2 id="lectures-heading">Lectures ({course.lectures.length})</h2>
        <LectureList
          courseId={course.id}
          lectures={course.lectures}
          move={moveLectureAction}
          remove={removeLectureAction}
        />
      </section>
      <section className={styles.card} aria-labelledby="add-lecture-heading">
        <h2 id="add-lecture-heading">Add a lecture</h2>
        <AdminForm prefix="add-lecture" action={addLectureAction} submitLabel="Add lecture" pendingLabel="Adding…">
          <input type="hidden" name="courseId" value={course.id} />
          <div className={styles.fieldGrid}>
            <AdminField name="title" label="Lecture title" />
            <AdminField
              name="videoUrl"
              label="Hosted video address (optional)"
              type="url"
              hint="YouTube or Vimeo. To upload an MP4 instead, add the lecture, then choose Edit."
            />
          </div>
        </AdminForm>
      </section>
      <section className={styles.card} aria-labelledby="course-details-heading">
        <h2 id="course-details-heading">Course details</h2>
        <AdminForm prefix="course" action={updateCourseAction} submitLabel="Save course" pendingLabel="Saving…">
          <input type="hidden" name="courseId" value={course.id} />
          <CourseFields course={course} />
        </AdminForm>
      </section>
    </div>
  );
}
