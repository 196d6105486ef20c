import type { CourseDetail, Lecture } from '@/lib/api/types';

/** The lecture a learner should watch next in a course: the first one not watched yet, none when all are. */
export function nextLecture(course: Pick<CourseDetail, 'course_details'>): Lecture | undefined {
  return course.course_details.find((lecture) => !lecture.hasWatched);
}

export const coursePath = (courseId: number, lectureId?: number) =>
  `/academy/courses/course/${courseId}${lectureId === undefined ? '' : `?lecture=${lectureId}`}`;
