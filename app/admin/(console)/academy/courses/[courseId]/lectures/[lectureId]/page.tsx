import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { AdminForm } from '@/components/admin/form/AdminForm';
import { AdminField } from '@/components/admin/form/AdminField';
import { videoLabel } from '@/components/admin/academy/LectureList';
import { UploadForm } from '@/components/admin/academy/UploadForm';
import { CONFIRM_MISSING } from '@/lib/server/staff/form-values';
import { ConfirmBox } from '@/components/admin/ConfirmBox';
import { FormMessage } from '@/components/admin/FormMessage';
import { videoSource } from '@/lib/academy/video';
import { getLectureForStaff } from '@/lib/server/academy-admin/courses';
import { captionsAddress, videoMaxBytes } from '@/lib/server/academy-admin/uploads';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { idField } from '@/lib/validations/academy-admin';
import { removeAttachmentAction, updateLectureAction } from '../../../../actions';

export const metadata: Metadata = { title: 'Lecture' };

type Props = {
  params: Promise<{ courseId: string; lectureId: string }>;
  searchParams: Promise<{ notice?: string; error?: string }>;
};

export default async function LecturePage({ params, searchParams }: Props) {
  const { courseId: rawCourse, lectureId: rawLecture } = await params;
  await requireStaff(
    'academy.manage',
    `/admin/academy/courses/${encodeURIComponent(rawCourse)}/lectures/${encodeURIComponent(rawLecture)}`,
  );
  const courseId = idField.safeParse(rawCourse);
  const lectureId = idField.safeParse(rawLecture);
  const lecture =
    courseId.success && lectureId.success
      ? await getLectureForStaff(await getDb(), courseId.data, lectureId.data)
      : undefined;
  if (!lecture) redirect('/admin/academy?error=unknown');
  const { notice, error } = await searchParams;
  const hosted = videoSource(lecture.video_link)?.kind === 'hosted';
  const endpoint = (kind: string) => `/api/admin/academy/lectures/${lecture.id}/files?kind=${kind}`;
  return (
    <div className={styles.page}>
      <p>
        <Link href={`/admin/academy/courses/${lecture.course_id}`}>Back to the course</Link>
      </p>
      <h1 className={styles.title}>{lecture.title}</h1>
      <FormMessage
        success={notice === 'attachment-removed' ? 'The attachment was removed.' : undefined}
        error={error ? (error === 'confirm' ? CONFIRM_MISSING : 'That attachment no longer exists.') : undefined}
      />
      <section className={styles.card} aria-labelledby="lecture-details-heading">
        <h2 id="lecture-details-heading">Title and hosted video</h2>
        <p>Video now: {videoLabel(lecture.video_link)}</p>
        <AdminForm prefix="lecture" action={updateLectureAction} submitLabel="Save lecture" pendingLabel="Saving…">
          <input type="hidden" name="courseId" value={lecture.course_id} />
          <input type="hidden" name="lectureId" value={lecture.id} />
          <div className={styles.fieldGrid}>
            <AdminField name="title" label="Lecture title" defaultValue={lecture.title} />
            <AdminField
              name="videoUrl"
              label="Hosted video address"
              type="url"
              defaultValue={hosted ? lecture.video_link : ''}
              hint="YouTube or Vimeo. Leave empty to keep the current video."
            />
          </div>
        </AdminForm>
      </section>
      <section className={styles.card} aria-labelledby="lecture-upload-heading">
        <h2 id="lecture-upload-heading">Upload a video</h2>
        <UploadForm
          endpoint={endpoint('video')}
          courseId={lecture.course_id}
          label="MP4 video"
          accept="video/mp4"
          hint={`An MP4 file up to ${Math.round(videoMaxBytes() / 1024 / 1024)} MB. Only signed-in learners can watch it.`}
          submitLabel="Upload video"
        />
      </section>
      <section className={styles.card} aria-labelledby="lecture-captions-heading">
        <h2 id="lecture-captions-heading">Captions</h2>
        {captionsAddress(lecture.video_link) ? (
          <UploadForm
            endpoint={endpoint('captions')}
            courseId={lecture.course_id}
            label="WebVTT captions"
            accept=".vtt,text/vtt"
            hint="A .vtt file starting with WEBVTT; it replaces any earlier captions."
            submitLabel="Upload captions"
          />
        ) : (
          <p>
            Captions can be added once the lecture has an uploaded MP4 video (hosted videos carry their own captions).
          </p>
        )}
      </section>
      <section className={styles.card} aria-labelledby="lecture-attachments-heading">
        <h2 id="lecture-attachments-heading">Attachments ({lecture.attachments.length})</h2>
        <ul className={styles.list}>
          {lecture.attachments.map((attachment) => (
            <li key={attachment.id} className={styles.inlineForm}>
              <span>{attachment.name}</span>
              <form action={removeAttachmentAction}>
                <input type="hidden" name="courseId" value={lecture.course_id} />
                <input type="hidden" name="lectureId" value={lecture.id} />
                <input type="hidden" name="attachmentId" value={attachment.id} />
                <ConfirmBox id={`remove-attachment-${attachment.id}`}>Yes, remove {attachment.name}</ConfirmBox>
                <button className={styles.danger} type="submit" aria-label={`Remove attachment ${attachment.name}`}>
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
        <UploadForm
          endpoint={endpoint('attachment')}
          courseId={lecture.course_id}
          label="PDF document"
          accept="application/pdf"
          hint="A PDF up to 20 MB, for signed-in learners only."
          withName
          submitLabel="Add attachment"
        />
      </section>
    </div>
  );
}
