import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACTION_BODY_LIMIT_BYTES } from '../../server/host/action-requests.mjs';

/**
 * A bounded fuzz of every route handler and every server action of the build: malformed, oversize and deeply
 * nested bodies, a truncated multipart body, a NUL in a file name, a cross-site Origin, odd Range headers, rows
 * React's reply decoder cannot decode, and forms posted without JavaScript and without their state. Bad input is
 * the client's fault: not one 500. Then made-up addresses of the dynamic pages: 404s (or the redirect home) that
 * leave nothing in the page cache.
 * Server actions are found in the build's server-reference manifest, route handlers in `app/`.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const FAKE_STAFF_COOKIE = '__Host-staff.session_token=not-a-session';
const FAKE_LEARNER_COOKIE = '__Host-session=not-a-session';
const SAMPLE = { id: '00000000-0000-4000-8000-000000000000', file: 'lecture-1.mp4' };

/** `app/(site)/academy/set-password/page` → `/academy/set-password`; dynamic segments get a sample value. */
function pathOf(appFile: string): string {
  const segments = appFile
    .split('/')
    .slice(1, -1)
    .filter((segment) => !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
    .map((segment) => {
      if (segment.startsWith('[...') || segment.startsWith('[[...')) return 'x/y';
      if (segment.startsWith('[')) return /file/i.test(segment) ? SAMPLE.file : SAMPLE.id;
      return segment;
    });
  return `/${segments.join('/')}`;
}

function routeHandlers(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'route.ts') found.push(pathOf(relative('.', path).split(sep).join('/')));
    }
  };
  walk('app');
  return found.sort();
}

/** Every action id with one page that serves it. */
function serverActions(): { id: string; page: string }[] {
  const manifest = JSON.parse(readFileSync('.next-e2e/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, { workers }]) => {
    const worker = Object.keys(workers).find((name) => name.endsWith('/page')) ?? Object.keys(workers)[0]!;
    return { id, page: pathOf(worker) };
  });
}

const boundary = '----fuzzBoundary7MA4YWxkTrZu0gW';
const multipart = (parts: string) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
  body: parts,
});
const part = (name: string, value: string, filename?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\n` +
  `${filename === undefined ? '' : 'Content-Type: image/png\r\n'}\r\n${value}\r\n`;
const deepJson = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
// Over React's million array slots, under the body limit.
const hugeArray = `[${'0,'.repeat(1_100_000)}0]`;
// Over the server-action body limit (which the grant application's PDF sets), and over every route's own.
const oversize = Buffer.alloc(ACTION_BODY_LIMIT_BYTES + 1024 * 1024, 0x61);

interface Attempt {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The refusal this attack must get, when it is always the same one. */
  status?: number;
}

/**
 * The attacker's own client address (the e2e server trusts loopback as a proxy): its attempts spend the per-address
 * limits of that client only, never those the other specs' visitors share, and the limits still bound how many
 * reach password hashing.
 */
const ATTACKER = { 'x-forwarded-for': '198.18.250.1' };

/** Runs the attempts a few at a time; answers every one that got a 5xx (or no answer at all). */
async function failures(request: APIRequestContext, attempts: Attempt[]): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...attempts];
  const worker = async () => {
    for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
      try {
        const response = await request.fetch(attempt.path, {
          method: attempt.method,
          headers: { ...ATTACKER, ...attempt.headers },
          data: attempt.body,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 20_000,
        });
        const status = response.status();
        if (status >= 500 || (attempt.status && status !== attempt.status))
          failed.push(`${status} ${attempt.method} ${attempt.path} ${attempt.label}`);
      } catch (error) {
        // A refused oversize body may close the connection before the client finishes sending: that is a refusal.
        if (!(attempt.body === oversize && /EPIPE|ECONNRESET|socket hang up/i.test(String(error))))
          failed.push(`no answer ${attempt.method} ${attempt.path} ${attempt.label}: ${String(error).slice(0, 120)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return failed;
}

const crossSite = { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' };

test('no route handler answers a hostile request with a 500', async ({ request }) => {
  const attempts: Attempt[] = [];
  for (const path of routeHandlers()) {
    const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: FAKE_LEARNER_COOKIE };
    attempts.push(
      { label: 'malformed JSON', method: 'POST', path, headers: json, body: '{"email":' },
      { label: 'deep arrays', method: 'POST', path, headers: json, body: deepJson },
      { label: 'JSON array body', method: 'POST', path, headers: json, body: '[1,2,3]' },
      { label: 'cross-site', method: 'POST', path, headers: { ...json, ...crossSite }, body: '{}' },
      { label: 'oversize', method: 'POST', path, headers: json, body: oversize },
      {
        label: 'truncated multipart',
        method: 'POST',
        path,
        headers: { 'content-type': multipart('')['content-type'] },
        body: `${part('first_name', 'Ada')}--${boundary}\r\nContent-Disposition: form-data; name="fi`,
      },
      {
        label: 'NUL in a file name',
        method: 'POST',
        path,
        headers: { 'content-type': multipart('')['content-type'] },
        body: `${part('file', '%PDF-1.4', 'a\u0000b.pdf')}--${boundary}--\r\n`,
      },
      { label: 'wrong content type', method: 'PUT', path, headers: { 'content-type': 'text/xml' }, body: '<a/>' },
      { label: 'DELETE', method: 'DELETE', path },
      ...['bytes=5-2', 'bytes=-0', 'bytes=abc', 'bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6', 'bytes=99999999999-'].map(
        (range) => ({ label: `Range ${range}`, method: 'GET', path, headers: { range, cookie: FAKE_LEARNER_COOKIE } }),
      ),
    );
  }
  expect(await failures(request, attempts)).toEqual([]);
});

test('no server action answers a hostile request with a 500, and a form posted without its state is answered', async ({
  request,
}) => {
  const actions = serverActions();
  expect(actions.length).toBeGreaterThan(10);
  const attempts: Attempt[] = [];
  for (const { id, page } of actions) {
    const headers = { 'next-action': id, accept: 'text/x-component', cookie: FAKE_STAFF_COOKIE };
    const text = { ...headers, 'content-type': 'text/plain;charset=UTF-8' };
    attempts.push(
      {
        label: 'cross-site',
        method: 'POST',
        path: page,
        headers: { ...text, origin: 'https://attacker.example' },
        body: '[]',
        status: 403,
      },
      { label: 'malformed JSON', method: 'POST', path: page, headers: text, body: '[{"a":', status: 400 },
      { label: 'deep arrays', method: 'POST', path: page, headers: text, body: deepJson, status: 400 },
      { label: 'oversize', method: 'POST', path: page, headers: text, body: oversize, status: 413 },
      {
        label: 'truncated multipart',
        method: 'POST',
        path: page,
        headers: { ...headers, 'content-type': multipart('')['content-type'] },
        body: `${part('1_email', 'a@example.com')}--${boundary}\r\nContent-Disposition: form-data; name="1_pa`,
        status: 400,
      },
      {
        label: 'NUL in a file name',
        method: 'POST',
        path: page,
        headers: { ...headers, 'content-type': multipart('')['content-type'] },
        body: `${part('0', '["$K1"]')}${part('1_picture', 'PNG', 'a\u0000.png')}--${boundary}--\r\n`,
        status: 400,
      },
      {
        label: 'no-JavaScript post without its state',
        method: 'POST',
        path: page,
        headers: { cookie: FAKE_STAFF_COOKIE, 'content-type': multipart('')['content-type'] },
        body: `${part(`$ACTION_ID_${id}`, '')}${part('email', 'a@example.com')}${part('password', 'x')}--${boundary}--\r\n`,
      },
      { label: 'no arguments', method: 'POST', path: page, headers: text, body: '[]' },
      // React's reply grammar, values the site's clients never send (Next answered each with a 500).
      ...['"$@0"', '[{},"$Q1"]', '[{},"$B5"]', '[{},"$h1"]', '[{},"$1"]', `[{},"$n${'9'.repeat(400)}"]`, hugeArray].map(
        (body) => ({
          label: `reply ${body.slice(0, 12)}`,
          method: 'POST',
          path: page,
          headers: text,
          body,
          status: 400,
        }),
      ),
      {
        label: 'no-JavaScript post of a form without its bound state',
        method: 'POST',
        path: page,
        headers: { cookie: FAKE_STAFF_COOKIE, 'content-type': multipart('')['content-type'] },
        body:
          `${part('$ACTION_REF_1', '')}${part('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }))}` +
          `${part('email', 'a@example.com')}${part('password', 'x')}--${boundary}--\r\n`,
        status: 400,
      },
    );
  }
  expect(await failures(request, attempts)).toEqual([]);
});

test('a suffix range longer than a static file gets the whole file as a range, not a 500', async ({ request }) => {
  const chunk = readdirSync('.next-e2e/static/chunks').find((name) => name.endsWith('.js'))!;
  for (const path of ['/icon.svg', `/_next/static/chunks/${chunk}`]) {
    const whole = await (await request.get(path)).body();
    for (const range of ['bytes=-1000000', `bytes=0-${whole.length + 1000}`]) {
      const response = await request.get(path, { headers: { ...ATTACKER, range } });
      expect([path, range, response.status()]).toEqual([path, range, 206]);
      expect(response.headers()['content-range']).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
      expect((await response.body()).equals(whole)).toBe(true);
    }
  }
});

/** The page cache's run-time entries (Next 16 writes each ISR render under `server/route-cache/`). */
function cachedEntries(): string[] {
  const root = '.next-e2e/server/route-cache';
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.meta'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('a thousand made-up addresses leave nothing in the page cache, and each is answered as not found', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const marker = `zz${Date.now().toString(36)}`;
  const number = (index: number) => `9${String(Date.now()).slice(-6)}${String(index).padStart(3, '0')}`;
  const addresses = [
    ...Array.from({ length: 400 }, (_, index) => `/eifu/${marker}-${index}`),
    ...Array.from({ length: 100 }, (_, index) => `/eifu/${marker}-doc/${marker}${index}`),
    ...Array.from({ length: 200 }, (_, index) => `/news-detail/${number(index)}`),
    ...Array.from({ length: 100 }, (_, index) => `/press-detail/${number(index)}`),
    ...Array.from({ length: 100 }, (_, index) => `/news/${index % 2 ? 'all' : marker}/${1000 + index}`),
    ...Array.from({ length: 99 }, (_, index) => `/media-library/filtered/all/topic.${marker}${index}`),
    // A code longer than a file name may be (Next's cache logged ENAMETOOLONG trying to store it).
    `/eifu/${'a'.repeat(300)}`,
  ];
  expect(addresses).toHaveLength(1000);
  const before = cachedEntries();
  const answers: string[] = [];
  const queue = [...addresses];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const response = await request.get(path, { headers: ATTACKER, maxRedirects: 0, failOnStatusCode: false });
      const status = response.status();
      const cacheControl = response.headers()['cache-control'] ?? '';
      // An unknown address is a 404, or the redirect home the site gives unknown pages; never kept by anyone.
      const notFound =
        status === 404 ||
        ([307, 308].includes(status) && /#page-not-found$/.test(response.headers()['location'] ?? ''));
      if (!notFound || !/no-store/.test(cacheControl)) answers.push(`${status} ${cacheControl} ${path.slice(0, 60)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  expect(answers).toEqual([]);
  const after = cachedEntries();
  // Nothing for the made-up addresses (other specs running beside this one may add real pages).
  const madeUp = after.filter((file) => !before.includes(file) && /zz|\/9\d{9}\.meta$|aaaaaaaaaa/.test(file));
  expect(madeUp).toEqual([]);
  expect(after.length - before.length).toBeLessThan(20);
});
