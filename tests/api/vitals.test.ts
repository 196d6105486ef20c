/** @jest-environment node */
import { GET, POST } from '@/app/api/vitals/route';
import { getDb } from '@/lib/server/db';
import { makeRequest, type CallOptions } from './client';

/** POST /api/vitals as the browser's beacon sends it: same-origin, JSON. */
async function send(body: unknown, options: CallOptions = {}) {
  const response = await POST(
    makeRequest('POST', '/api/vitals', {
      body,
      ...options,
      headers: { 'sec-fetch-site': 'same-origin', ...options.headers },
    }),
    undefined,
  );
  return { status: response.status, json: await response.json(), headers: response.headers };
}

async function stored() {
  const db = await getDb();
  return db.selectFrom('web_vitals').selectAll().orderBy('created_at').orderBy('id').execute();
}

let ipCounter = 0;
// Each test has its own address, so the per-address limit only shows in the test about it.
const freshIp = () => `198.51.100.${++ipCounter}`;
const lcp = { name: 'LCP', value: 1234.5, rating: 'good', path: '/devices/aortic/solo-smart' };

beforeEach(async () => {
  await (await getDb()).deleteFrom('web_vitals').execute();
});

test('stores a valid measurement under the template the registry gives its path, and nothing personal', async () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
  const answer = await send(lcp, { ip: freshIp(), headers: { 'user-agent': phone, cookie: 'cookies=accept' } });
  expect(answer.status).toBe(201);
  expect(answer.json).toMatchObject({ success: true, code: 201, payload: null, description: 'Measurement stored.' });
  const rows = await stored();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ metric: 'LCP', value: 1234.5, template: 'device', device: 'mobile' });
  expect(rows[0]!.week).toMatch(/^\d{4}-W\d{2}$/);
  // Only these columns: no address, user agent, cookie or path.
  expect(Object.keys(rows[0]!).sort()).toEqual(['created_at', 'device', 'id', 'metric', 'template', 'value', 'week']);
  expect(JSON.stringify(rows[0])).not.toMatch(/198\.51|Android|solo-smart|accept/);
});

test.each([
  [{ name: 'CLS', value: 0.31, rating: 'poor', path: '/' }, 'home', 'desktop'],
  [{ name: 'INP', value: 200, rating: 'good', path: '/news-detail/4' }, 'news-item', 'desktop'],
  [
    { name: 'INP', value: 480, rating: 'needs-improvement', path: '/patients-and-caregivers/fr/' },
    'awareness',
    'desktop',
  ],
])('derives the template on the server: %j is stored as %s', async (body, template, device) => {
  expect((await send(body, { ip: freshIp(), headers: { 'sec-ch-ua-mobile': '?0' } })).status).toBe(201);
  expect(await stored()).toEqual([expect.objectContaining({ template, device })]);
});

test.each([
  ['an unknown metric', { ...lcp, name: 'FID' }, 'name'],
  ['a metric name in other letters', { ...lcp, name: 'lcp' }, 'name'],
  ['a value as text', { ...lcp, value: '1234' }, 'value'],
  ['a negative value', { ...lcp, value: -1 }, 'value'],
  ['an LCP of more than two minutes', { ...lcp, value: 120_001, rating: 'poor' }, 'value'],
  ['a CLS above 100', { name: 'CLS', value: 101, rating: 'poor', path: '/' }, 'value'],
  ['an unknown rating', { ...lcp, rating: 'great' }, 'rating'],
  ['a rating that contradicts the value', { ...lcp, value: 5000, rating: 'good' }, 'rating'],
  ['a missing path', { name: 'LCP', value: 1, rating: 'good' }, 'path'],
  ['a full URL instead of a path', { ...lcp, path: 'https://evil.example/' }, 'path'],
  ['a path with a query', { ...lcp, path: '/hidden-pages/abcdefghijklmnopqrstuvwxyz012345?token=1' }, 'path'],
  ['a path the site does not serve', { ...lcp, path: '/wp-admin' }, 'path'],
  ['a back-office path', { ...lcp, path: '/admin/leads' }, 'path'],
  ['a client-chosen template', { ...lcp, template: 'home' }, 'template'],
])('refuses %s with 422, a message for the field, and stores nothing', async (_case, body, field) => {
  const { status, json } = await send(body, { ip: freshIp() });
  expect(status).toBe(422);
  expect(json).toMatchObject({ success: false, code: 422 });
  expect(json.errors?.[field]?.[0]).toEqual(expect.any(String));
  expect(await stored()).toEqual([]);
});

test.each([
  {
    input: 'malformed JSON',
    options: { rawBody: '{"name":', headers: { 'content-type': 'application/json' } },
    status: 400,
  },
  {
    input: 'a body that is not JSON',
    options: { rawBody: 'name=LCP', headers: { 'content-type': 'text/plain' } },
    status: 415,
  },
  { input: 'an array', options: { body: [lcp] }, status: 422 },
  { input: 'a body over 1 KB', options: { body: { ...lcp, path: `/${'a'.repeat(1100)}` } }, status: 413 },
  { input: 'a cross-site beacon', options: { body: lcp, headers: { 'sec-fetch-site': 'cross-site' } }, status: 403 },
])('answers $input with $status and stores nothing', async ({ options, status }) => {
  const { body, ...rest } = options as CallOptions;
  const answer = await send(body, { ip: freshIp(), ...rest });
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ success: false, code: status, description: expect.any(String) });
  expect(await stored()).toEqual([]);
});

test('allows 60 measurements a minute per address, then answers 429 with Retry-After and stores no more', async () => {
  const ip = freshIp();
  for (let index = 0; index < 60; index += 1) expect((await send(lcp, { ip })).status).toBe(201);
  const refused = await send(lcp, { ip });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await stored()).toHaveLength(60);
  // Another address is not affected.
  expect((await send(lcp, { ip: freshIp() })).status).toBe(201);
});

test('GET answers 405 in the envelope with Allow: POST', async () => {
  const response = GET();
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  expect(await response.json()).toMatchObject({ success: false, code: 405 });
});
