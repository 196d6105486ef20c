import Link from 'next/link';
import { videoSource } from '@/lib/academy/video';
import styles from '../admin.module.scss';
import { ConfirmBox } from '../ConfirmBox';

type RowAction = (form: FormData) => Promise<void>;
interface LectureRow {
  id: number;
  title: string;
  video_link: string;
}

export function videoLabel(link: string): string {
  const source = videoSource(link);
  if (!source) return 'No video yet';
  return source.kind === 'hosted' ? `${source.provider} video` : 'Uploaded video';
}

/** The course's lectures in order, each with buttons to move it (keyboard and screen-reader friendly, no drag). */
export function LectureList({
  courseId,
  lectures,
  move,
  remove,
}: {
  courseId: number;
  lectures: LectureRow[];
  move: RowAction;
  remove: RowAction;
}) {
  if (lectures.length === 0) return <p>No lectures yet. Add the first one below.</p>;
  return (
    <ol className={styles.list}>
      {lectures.map((lecture, index) => (
        <li key={lecture.id} className={styles.card}>
          <h3>
            {index + 1}. {lecture.title}
          </h3>
          <p className={styles.hint}>{videoLabel(lecture.video_link)}</p>
          <div className={styles.actions}>
            <Link
              className={styles.linkButton}
              href={`/admin/academy/courses/${courseId}/lectures/${lecture.id}`}
              aria-label={`Edit ${lecture.title}`}
            >
              Edit
            </Link>
            {(['up', 'down'] as const).map((direction) => {
              const disabled = direction === 'up' ? index === 0 : index === lectures.length - 1;
              return disabled ? null : (
                <form key={direction} action={move}>
                  <input type="hidden" name="courseId" value={courseId} />
                  <input type="hidden" name="lectureId" value={lecture.id} />
                  <input type="hidden" name="direction" value={direction} />
                  <button className={styles.secondary} type="submit" aria-label={`Move ${lecture.title} ${direction}`}>
                    Move {direction}
                  </button>
                </form>
              );
            })}
            <form action={remove}>
              <input type="hidden" name="courseId" value={courseId} />
              <input type="hidden" name="lectureId" value={lecture.id} />
              <ConfirmBox id={`remove-confirm-${lecture.id}`}>Yes, remove {lecture.title} and its files</ConfirmBox>
              <button className={styles.danger} type="submit" aria-label={`Remove ${lecture.title}`}>
                Remove
              </button>
            </form>
          </div>
        </li>
      ))}
    </ol>
  );
}
