/** @jest-environment node */
import { makeRequest } from './client';

/**
 * With the database down (a PostgreSQL that refuses connections), the API and the sign-in actions answer "try
 * again later": 503 with Retry-After in the envelope, or the form's message; never a 500.
 */
const unreachablePostgres = 'postgres://site:pg-s3cret@127.0.0.1:1/site';
const shared = globalThis as typeof globalThis & { __siteDb?: Promise<unknown> };
const saved = { db: shared.__siteDb, url: process.env.DATABASE_URL };

jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '192.0.2.9' }),
  cookies: async () => ({ set: () => undefined, get: () => undefined }),
}));

beforeEach(() => {
  // Modules read DATABASE_URL when loaded: each test loads the routes again.
  jest.resetModules();
  shared.__siteDb = undefined;
  process.env.DATABASE_URL = unreachablePostgres;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => {
  if (saved.url === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved.url;
  shared.__siteDb = saved.db;
});

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

async function expectTryLater(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({ success: false, code: 503 });
  expect(text).not.toMatch(/s3cret|postgres:|127\.0\.0\.1/);
}

describe('the database down', () => {
  it('GET /api/news/news answers 503 with Retry-After', async () => {
    const { GET } = await import('@/app/api/news/news/route');
    await expectTryLater(await GET(makeRequest('GET', '/api/news/news'), undefined));
  });

  it('the forms and the learner sign-in answer 503 with Retry-After', async () => {
    const brochure = await import('@/app/api/users/brochure-request/route');
    const body = JSON.stringify({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      country: 'Italy',
      hospital: 'H',
      broucher: 'solo-smart',
    });
    await expectTryLater(
      await brochure.POST(
        makeRequest('POST', '/api/users/brochure-request', { rawBody: body, headers: json }),
        undefined,
      ),
    );
    const contact = await import('@/app/api/forms/contact/route');
    await expectTryLater(
      await contact.POST(makeRequest('POST', '/api/forms/contact', { rawBody: '{}', headers: json }), undefined),
    );
    const login = await import('@/app/api/users/login/route');
    const credentials = JSON.stringify({ email: 'ada@example.com', password: 'a long password 1' });
    await expectTryLater(
      await login.POST(makeRequest('POST', '/api/users/login', { rawBody: credentials, headers: json }), undefined),
    );
  });

  it('the staff sign-in shows that the service is briefly unavailable', async () => {
    const { signInAction } = await import('@/app/admin/login/actions');
    const form = new FormData();
    form.set('email', 'olga@example.com');
    form.set('password', 'a long enough password');
    expect(await signInAction({}, form)).toEqual({
      message: 'The service is briefly unavailable. Please try again in a minute.',
      values: { email: 'olga@example.com' },
    });
  });
});
