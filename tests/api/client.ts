/**
 * Calls the real route handlers in-process, the way Next would: a Request in, a Response out, on a temporary
 * database (tests/api/setup-env.js).
 */
import { GET as news } from '@/app/api/news/news/route';
import { POST as brochureRequest } from '@/app/api/users/brochure-request/route';
import { POST as onBoard } from '@/app/api/users/on-board/route';
import { POST as login } from '@/app/api/users/login/route';
import { GET as logout } from '@/app/api/users/logout/route';
import { GET as me } from '@/app/api/users/me/route';
import { GET as courses } from '@/app/api/courses/route';
import { GET as course } from '@/app/api/courses/[id]/route';
import { POST as enroll } from '@/app/api/courses/[id]/enroll/route';
import { POST as watched } from '@/app/api/courses/[id]/lectures/[lectureId]/watched/route';
import { POST as position } from '@/app/api/courses/[id]/lectures/[lectureId]/position/route';
import { GET as sessionEnd } from '@/app/api/users/session-end/route';

const ORIGIN = 'http://localhost:3000';

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
  ip?: string;
}

export function makeRequest(method: string, path: string, options: CallOptions = {}): Request {
  const headers = new Headers({
    host: 'localhost:3000',
    accept: 'application/json',
    'x-forwarded-for': options.ip ?? '203.0.113.10',
    ...options.headers,
  });
  if (options.cookie) headers.set('cookie', options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Request(`${ORIGIN}${path}`, { method, headers, body });
}

export interface Answer {
  status: number;
  json: {
    success: boolean;
    code: number;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever each endpoint answers
    payload: any;
    description: string;
    count: number;
    errors?: Record<string, string[]>;
    detail?: string;
  };
  headers: Headers;
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, json: await response.json(), headers: response.headers };
}

const params = <T>(value: T) => ({ params: Promise.resolve(value) });

export const api = {
  news: async () => answer(await news(makeRequest('GET', '/api/news/news'), undefined)),
  brochure: async (options: CallOptions) =>
    answer(await brochureRequest(makeRequest('POST', '/api/users/brochure-request', options), undefined)),
  onBoard: async (options: CallOptions) =>
    answer(await onBoard(makeRequest('POST', '/api/users/on-board', options), undefined)),
  login: async (options: CallOptions) =>
    answer(await login(makeRequest('POST', '/api/users/login', options), undefined)),
  logout: async (options: CallOptions = {}) =>
    answer(await logout(makeRequest('GET', '/api/users/logout', options), undefined)),
  me: async (options: CallOptions = {}) => answer(await me(makeRequest('GET', '/api/users/me', options), undefined)),
  courses: async (options: CallOptions = {}) =>
    answer(await courses(makeRequest('GET', '/api/courses', options), undefined)),
  course: async (id: string, options: CallOptions = {}) =>
    answer(await course(makeRequest('GET', `/api/courses/${id}`, options), params({ id }))),
  enroll: async (id: string, options: CallOptions = {}) =>
    answer(await enroll(makeRequest('POST', `/api/courses/${id}/enroll`, options), params({ id }))),
  watched: async (id: string, lectureId: string, options: CallOptions = {}) =>
    answer(
      await watched(
        makeRequest('POST', `/api/courses/${id}/lectures/${lectureId}/watched`, options),
        params({ id, lectureId }),
      ),
    ),
  position: async (id: string, lectureId: string, options: CallOptions = {}) =>
    answer(
      await position(
        makeRequest('POST', `/api/courses/${id}/lectures/${lectureId}/position`, options),
        params({ id, lectureId }),
      ),
    ),
  /** A redirect, not an envelope: status and headers only. */
  sessionEnd: async (query: string, options: CallOptions = {}) =>
    sessionEnd(makeRequest('GET', `/api/users/session-end${query}`, options), undefined),
};

/** Browser-like headers of a same-origin fetch. */
export const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

export const validBrochure = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country: 'Italy',
  hospital: 'Ospedale San Giovanni',
  broucher: 'solo-smart',
};

export const validOnboarding = {
  first_name: 'Grace',
  last_name: 'Hopper',
  country: 'Canada',
  email: 'grace@example.com',
  privacy_policy: true,
  marketing_consent: false,
};

export function cookieFrom(headers: Headers): string {
  const setCookie = headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}
