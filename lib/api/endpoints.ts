import { call } from './client';
import type { BrochureReceipt, CourseDetail, CourseSummary, LearnerProfile, NewsItem } from './types';

const json = { headers: { 'Content-Type': 'application/json' } };

/** One function per endpoint of requirements §7 and the academy; each resolves to the envelope or rejects with ApiError. */
export const endpoints = {
  news: () => call<NewsItem[]>((api) => api.get('news/news').json()),
  brochureRequest: (body: Record<string, unknown>) =>
    call<BrochureReceipt>((api) => api.post('users/brochure-request', { json: body }).json()),
  onBoard: (body: Record<string, unknown>) =>
    call<{ id: string; onboarded: boolean }>((api) => api.post('users/on-board', { json: body }).json()),
  login: (body: { email: string; password: string }) =>
    call<LearnerProfile>((api) => api.post('users/login', { json: body }).json(), { authFailures: 'ignore' }),
  logout: () => call<null>((api) => api.get('users/logout', { retry: 0 }).json()),
  me: () => call<LearnerProfile>((api) => api.get('users/me').json()),
  courses: () => call<CourseSummary[]>((api) => api.get('courses').json()),
  course: (id: number) => call<CourseDetail>((api) => api.get(`courses/${id}`).json()),
  enrol: (id: number) =>
    call<{ courseId: number; isEnrolled: boolean }>((api) => api.post(`courses/${id}/enroll`, json).json()),
  markWatched: (courseId: number, lectureId: number) =>
    call<{ courseId: number; lectureId: number; hasWatched: boolean; progress: number }>((api) =>
      api.post(`courses/${courseId}/lectures/${lectureId}/watched`, json).json(),
    ),
  // keepalive lets the last position of a page being closed still reach the server.
  savePosition: (courseId: number, lectureId: number, seconds: number) =>
    call<{ position_seconds: number }>((api) =>
      api
        .post(`courses/${courseId}/lectures/${lectureId}/position`, { json: { seconds }, keepalive: true, retry: 0 })
        .json(),
    ),
};
