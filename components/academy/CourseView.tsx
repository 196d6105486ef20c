'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import type { EnrolState } from '@/lib/academy/enrol-state';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { SESSION_ENDED_NOTE } from '@/lib/academy/copy';
import { ApiError } from '@/lib/api/errors';
import { useCourse, useEnrol, useMarkWatched, useSavePosition } from '@/lib/api/hooks';
import type { CourseDetail } from '@/lib/api/types';
import { notify } from '@/lib/notify';
import { LecturePlayer } from './LecturePlayer';
import { ProgressBar } from './ProgressBar';
import styles from './CourseView.module.scss';
import enrolledStyles from './EnrolledNote.module.scss';
import buttonStyles from './PrimaryButton.module.scss';

const isAuthFailure = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The course page's interactive part: progress, enrolment, the lecture list and the player. */
function CourseScreen({
  initialCourse,
  initialLectureId,
  enrolAction,
}: {
  initialCourse: CourseDetail;
  initialLectureId?: number;
  /** The enrolment form's server action, for a post before or without JavaScript (the page passes it). */
  enrolAction: (state: EnrolState, data: FormData) => Promise<EnrolState>;
}) {
  const courseId = initialCourse.id;
  const query = useCourse(courseId, initialCourse);
  const course = query.data ?? initialCourse;
  const enrol = useEnrol(courseId);
  const { mutate: markWatched } = useMarkWatched(courseId);
  const { mutate: savePosition } = useSavePosition(courseId);
  const firstUnwatched = course.course_details.find((lecture) => !lecture.hasWatched) ?? course.course_details[0];
  const [selectedId, setSelectedId] = useState(initialLectureId ?? firstUnwatched?.id);
  const selected = course.course_details.find((lecture) => lecture.id === selectedId) ?? firstUnwatched;
  const [sessionEnded, setSessionEnded] = useState(false);
  const [posted, enrolByForm] = useActionState(enrolAction, { status: 'idle' });
  // Where focus goes once the Enrol button it was on is replaced by the "enrolled" line.
  const enrolledNote = useRef<HTMLParagraphElement>(null);
  const [justEnrolled, setJustEnrolled] = useState(false);
  useEffect(() => {
    if (justEnrolled && course.isEnrolled) enrolledNote.current?.focus();
  }, [justEnrolled, course.isEnrolled]);

  const onWatched = useCallback(
    (lectureId: number) =>
      markWatched(lectureId, {
        onError: (error) =>
          isAuthFailure(error)
            ? setSessionEnded(true)
            : notify.error('Your progress could not be saved. Please try again.'),
      }),
    [markWatched],
  );
  const onPosition = useCallback(
    (lectureId: number, seconds: number) =>
      savePosition(
        { lectureId, seconds },
        {
          onError: (error) => {
            if (isAuthFailure(error)) setSessionEnded(true);
          },
        },
      ),
    [savePosition],
  );

  const choose = (lectureId: number) => {
    setSelectedId(lectureId);
    const url = new URL(window.location.href);
    url.searchParams.set('lecture', String(lectureId));
    window.history.replaceState(null, '', url);
  };

  if (sessionEnded || isAuthFailure(query.error) || isAuthFailure(enrol.error)) {
    const next = encodeURIComponent(`/academy/courses/course/${courseId}`);
    return (
      <div className={styles.ended} role="status">
        <p>{SESSION_ENDED_NOTE}</p>
        <a className={buttonStyles.primaryButton} href={`/login?next=${next}`}>
          Sign in again
        </a>
      </div>
    );
  }

  return (
    <>
      <div className={styles.courseStatus}>
        <ProgressBar className={styles.courseProgress} value={course.progress} label={`Progress in ${course.title}`} />
        {course.isEnrolled ? (
          <p className={enrolledStyles.enrolled} id="course-status" ref={enrolledNote} tabIndex={-1}>
            You are enrolled in this course.
          </p>
        ) : (
          // A real form, so a press before the scripts arrive (or without them) enrols through the server action;
          // once hydrated, the press goes through the API and the page updates in place.
          <form
            id="course-status"
            action={enrolByForm}
            onSubmit={(event) => {
              event.preventDefault();
              enrol.mutate(undefined, {
                onSuccess: () => {
                  setJustEnrolled(true);
                  notify.success('You are enrolled. Enjoy the course!');
                },
                onError: (error) => !isAuthFailure(error) && notify.error('Enrolment failed. Please try again.'),
              });
            }}
          >
            <input type="hidden" name="courseId" value={courseId} />
            <button type="submit" className={buttonStyles.primaryButton} disabled={enrol.isPending}>
              {enrol.isPending ? 'Enrolling…' : 'Enrol'}
            </button>
            {posted.status === 'refused' && (
              <p role="alert" className={styles.enrolRefused}>
                {posted.message}
              </p>
            )}
          </form>
        )}
      </div>

      <div className={styles.courseBody}>
        <section aria-labelledby="player-title">
          {selected && (
            <>
              <h2 id="player-title">{selected.title}</h2>
              <LecturePlayer key={selected.id} lecture={selected} onWatched={onWatched} onPosition={onPosition} />
            </>
          )}
        </section>

        <section aria-labelledby="lectures-title">
          <h2 id="lectures-title">Lectures</h2>
          <ol className={styles.lectures}>
            {course.course_details.map((lecture, index) => (
              <li key={lecture.id} className={lecture.id === selected?.id ? styles.lectureCurrent : styles.lecture}>
                <button
                  type="button"
                  onClick={() => choose(lecture.id)}
                  aria-current={lecture.id === selected?.id ? 'true' : undefined}
                >
                  <Image src={lecture.thumbnail} alt="" width={112} height={63} unoptimized />
                  <span className={styles.lectureText}>
                    <span className={styles.lectureNumber}>Lecture {index + 1}</span>
                    <span className={styles.lectureTitle}>{lecture.title}</span>
                    <span className={lecture.hasWatched ? styles.watched : styles.unwatched}>
                      {lecture.hasWatched ? 'Watched' : 'Not watched yet'}
                    </span>
                  </span>
                </button>
                {lecture.attachments.length > 0 && (
                  <ul className={styles.attachments} aria-label={`Attachments of ${lecture.title}`}>
                    {lecture.attachments.map((attachment) => (
                      <li key={attachment.link}>
                        <a href={attachment.link} download>
                          {attachment.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
          <p className={styles.backLink}>
            <Link href="/academy">Back to my courses</Link>
          </p>
        </section>
      </div>
    </>
  );
}

export const CourseView = withQueryClient(CourseScreen);
