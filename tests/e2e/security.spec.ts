import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoLearner } from '../../lib/server/seed/courses';
import { expectInjectedScriptRefused } from './fixtures';
import { addLearner } from './learners';

/**
 * The site attacked the way an outside review did: a production build served by `npm start`'s server with
 * default settings (no proxy declared, nothing seeded on request), straight from the client. Its own server and
 * database, so the suite's shared server (which plays a proxy) is not what is tested.
 */
const PORT = 3291;
const base = `http://127.0.0.1:${PORT}`;
const COOKIE = '__Host-session';
const databasePath = join(mkdtempSync(join(tmpdir(), 'security-')), 'site.db');
let server: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_PATH: databasePath,
      NODE_ENV: 'production',
      LOG_REQUESTS: '0',
      TRUSTED_PROXIES: '',
      SEED_DEMO_LEARNER: '',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
});

test.afterAll(() => {
  server?.kill('SIGKILL');
});

const LEARNER = { email: 'attacked.learner@example.com', password: 'a long learner password' };

let cookieOnce: Promise<string> | undefined;
/** One learner session for the whole file (sign-ins from this address are limited, as they should be). */
function learnerCookie(request: APIRequestContext): Promise<string> {
  cookieOnce ??= signIn(request);
  return cookieOnce;
}

async function signIn(request: APIRequestContext): Promise<string> {
  addLearner(LEARNER.email, LEARNER.password, 'Attacked Learner', databasePath);
  const login = await request.post(`${base}/api/users/login`, {
    data: LEARNER,
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(login.status()).toBe(200);
  const token = /__Host-session=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  expect(token).toBeTruthy();
  return `${COOKIE}=${token}`;
}

/** A raw request with any method (fetch refuses TRACE). */
function raw(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('a made-up session cookie and a crafted next never leave the site', async ({ request }) => {
  for (const next of [
    '/..//evil.example',
    '/.//evil.example',
    '/x/../..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/./%2Fevil.example',
  ]) {
    const response = await request.get(`${base}/login?next=${next}`, {
      headers: { cookie: `${COOKIE}=made-up` },
      maxRedirects: 0,
    });
    expect(response.status(), next).toBe(307);
    expect(new URL(response.headers().location!, base).origin, next).toBe(base);
  }
});

test('the demo learner does not exist in production unless asked for', async ({ request }) => {
  const response = await request.post(`${base}/api/users/login`, {
    data: { email: demoLearner.email, password: demoLearner.password },
  });
  expect(response.status()).toBe(401);
});

test('academy material needs a session, and a learner can seek in it', async ({ request }) => {
  for (const path of [
    '/videos/academy/lecture-101.mp4',
    '/videos/academy/lecture-101.vtt',
    '/documents/academy/ct-scan-reading-service.pdf',
  ]) {
    const anonymous = await request.get(`${base}${path}`, { maxRedirects: 0 });
    expect(anonymous.status(), path).toBe(401);
    const forged = await request.get(`${base}${path}`, { headers: { cookie: `${COOKIE}=made-up` }, maxRedirects: 0 });
    expect(forged.status(), path).toBe(401);
    const navigation = await request.get(`${base}${path}`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(navigation.status(), path).toBe(307);
    expect(navigation.headers().location).toBe(`/login?next=${encodeURIComponent(path)}`);
  }
  const cookie = await learnerCookie(request);
  const whole = await request.get(`${base}/videos/academy/lecture-101.mp4`, { headers: { cookie } });
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('video/mp4');
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  const size = (await whole.body()).length;
  expect(size).toBeGreaterThan(1000);
  const part = await request.get(`${base}/videos/academy/lecture-101.mp4`, {
    headers: { cookie, range: 'bytes=100-199' },
  });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`);
  expect((await part.body()).length).toBe(100);
  const beyond = await request.get(`${base}/videos/academy/lecture-101.mp4`, {
    headers: { cookie, range: `bytes=${size + 10}-` },
  });
  expect(beyond.status()).toBe(416);
  expect(
    (await request.get(`${base}/documents/academy/ct-scan-reading-service.pdf`, { headers: { cookie } })).status(),
  ).toBe(200);
});

test('wrong methods and odd queries get the JSON envelope, never a 5xx', async ({ request }) => {
  for (const [method, path] of [
    ['TRACE', '/api/users/login'],
    ['TRACE', '/api/news/news'],
    ['PUT', '/api/users/login'],
    ['DELETE', '/api/news/news'],
    ['PATCH', '/api/courses'],
  ]) {
    const answer = await raw(method!, path!);
    expect(answer.status, `${method} ${path}`).toBe(405);
    expect(answer.headers['content-type'], `${method} ${path}`).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 405 });
  }
  const ended = await request.get(`${base}/api/users/session-end?next=/%E2%80%8B/x`, { maxRedirects: 0 });
  expect(ended.status()).toBe(303);
});

test('a plain link to the logout endpoint does not end the session', async ({ page, request }) => {
  const cookie = await learnerCookie(request);
  // A __Host- cookie is not stored over plain http, so the test browser is given the header itself; the
  // navigation carries the browser's own fetch metadata and Accept header, as a clicked link would.
  await page.setExtraHTTPHeaders({ cookie });
  const navigation = await page.goto(`${base}/api/users/logout`);
  expect(navigation?.status()).toBe(403);
  expect(
    (await request.get(`${base}/api/users/me`, { headers: { cookie, accept: 'application/json' } })).status(),
  ).toBe(200);
});

test('an injected inline script is blocked by the page policy', async ({ page }) => {
  await expectInjectedScriptRefused(page, `${base}/about`);
});

test('a forged X-Forwarded-Host does not make another site look like this one', async ({ request }) => {
  const response = await request.post(`${base}/api/courses/1/enroll`, {
    headers: {
      cookie: `${COOKIE}=made-up`,
      origin: 'http://evil.example',
      'x-forwarded-host': 'evil.example',
      'content-type': 'application/json',
    },
    data: {},
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).description).toBe('Cross-site request refused.');
});

test('rotating X-Forwarded-For buys no extra brochure requests or sign-in attempts', async ({ request }) => {
  const statuses: number[] = [];
  for (let index = 0; index < 30; index += 1) {
    const response = await request.post(`${base}/api/users/brochure-request`, {
      headers: { 'x-forwarded-for': `203.0.113.${index + 1}`, 'sec-fetch-site': 'same-origin' },
      data: {
        first_name: 'Rot',
        last_name: 'Ating',
        email: `rot${index}@example.com`,
        country: 'Italy',
        hospital: 'Any',
        broucher: 'solo-smart',
      },
    });
    statuses.push(response.status());
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(10);
  expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

  const logins: number[] = [];
  for (let index = 0; index < 12; index += 1) {
    const response = await request.post(`${base}/api/users/login`, {
      headers: { 'x-forwarded-for': `198.51.100.${index + 1}`, 'sec-fetch-site': 'same-origin' },
      data: { email: `nobody${index}@example.com`, password: 'wrong password' },
    });
    logins.push(response.status());
  }
  // Five attempts a minute from this address in all (the demo-learner test above spent one of them).
  expect(logins.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(logins.slice(5).every((status) => status === 429)).toBe(true);
});
