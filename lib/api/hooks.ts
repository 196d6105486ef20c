'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from './endpoints';
import type { CourseDetail, CourseSummary } from './types';

/** The react-query hooks of the academy; the forms' mutations are in mutations.ts and use-login.ts (the lead forms post through a server action). */
const queryKeys = {
  me: ['me'] as const,
  courses: ['courses'] as const,
  course: (id: number) => ['courses', id] as const,
};

const payload = <T>(envelope: { payload: T | null }) => envelope.payload as T;

/** The signed-in learner's profile (mounted only while a learner is signed in). */
export const useMe = () => useQuery({ queryKey: queryKeys.me, queryFn: async () => payload(await endpoints.me()) });
export const useCourses = () =>
  useQuery({ queryKey: queryKeys.courses, queryFn: async () => payload(await endpoints.courses()) });
/** A course with its lectures; `initialData` is the server-rendered copy, so the page needs no first fetch. */
export const useCourse = (id: number, initialData?: CourseDetail) =>
  useQuery({ queryKey: queryKeys.course(id), queryFn: async () => payload(await endpoints.course(id)), initialData });

export function useEnrol(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => endpoints.enrol(courseId),
    onSuccess: () => {
      client.setQueryData<CourseDetail>(queryKeys.course(courseId), (course) =>
        course ? { ...course, isEnrolled: true } : course,
      );
      return client.invalidateQueries({ queryKey: queryKeys.courses });
    },
  });
}

/** Where the learner is in a lecture; sent while watching and when the page closes (keepalive), never retried. */
export const useSavePosition = (courseId: number) =>
  useMutation({
    mutationFn: ({ lectureId, seconds }: { lectureId: number; seconds: number }) =>
      endpoints.savePosition(courseId, lectureId, seconds),
  });

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
        const lectures = previous.course_details.map((lecture) =>
          lecture.id === lectureId ? { ...lecture, hasWatched: true } : lecture,
        );
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
