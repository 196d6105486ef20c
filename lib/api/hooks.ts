'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from './endpoints';
import type { CourseDetail, CourseSummary } from './types';

export const queryKeys = {
  news: ['news'] as const,
  me: ['me'] as const,
  courses: ['courses'] as const,
  course: (id: number) => ['courses', id] as const,
};

const payload = <T>(envelope: { payload: T | null }) => envelope.payload as T;

export const useNews = () => useQuery({ queryKey: queryKeys.news, queryFn: async () => payload(await endpoints.news()) });
export const useMe = () => useQuery({ queryKey: queryKeys.me, queryFn: async () => payload(await endpoints.me()), retry: false });
export const useCourses = () => useQuery({ queryKey: queryKeys.courses, queryFn: async () => payload(await endpoints.courses()) });
/** A course with its lectures; `initialData` is the server-rendered copy, so the page needs no first fetch. */
export const useCourse = (id: number, initialData?: CourseDetail) =>
  useQuery({ queryKey: queryKeys.course(id), queryFn: async () => payload(await endpoints.course(id)), initialData });

export const useBrochureRequest = () => useMutation({ mutationFn: endpoints.brochureRequest });
export const useOnboarding = () => useMutation({ mutationFn: endpoints.onBoard });
export const useLogin = () => useMutation({ mutationFn: endpoints.login });

export function useEnrol(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => endpoints.enrol(courseId),
    onSuccess: () => {
      client.setQueryData<CourseDetail>(queryKeys.course(courseId), (course) => (course ? { ...course, isEnrolled: true } : course));
      return client.invalidateQueries({ queryKey: queryKeys.courses });
    },
  });
}

/** Marks a lecture watched with an optimistic update, reconciled with the server's progress. */
export function useMarkWatched(courseId: number) {
  const client = useQueryClient();
  const key = queryKeys.course(courseId);
  return useMutation({
    mutationFn: (lectureId: number) => endpoints.markWatched(courseId, lectureId),
    onMutate: async (lectureId: number) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<CourseDetail>(key);
      if (previous) {
        const lectures = previous.course_details.map((lecture) => (lecture.id === lectureId ? { ...lecture, hasWatched: true } : lecture));
        const watched = lectures.filter((lecture) => lecture.hasWatched).length;
        client.setQueryData<CourseDetail>(key, {
          ...previous,
          isEnrolled: true,
          course_details: lectures,
          progress: Math.round((watched / Math.max(1, lectures.length)) * 100),
        });
      }
      return { previous };
    },
    onError: (_error, _lectureId, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (envelope) => {
      const progress = envelope.payload?.progress;
      if (progress === undefined) return;
      client.setQueryData<CourseDetail>(key, (current) => (current ? { ...current, progress } : current));
      client.setQueryData<CourseSummary[]>(queryKeys.courses, (list) =>
        list?.map((course) => (course.id === courseId ? { ...course, progress, isEnrolled: true } : course)),
      );
    },
  });
}
