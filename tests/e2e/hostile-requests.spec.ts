import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACTION_BODY_LIMIT_BYTES } from '../../scripts/server/action-requests.mjs';

/**
 * A bounded fuzz of every route handler and every server action of the build: malformed, oversize and deeply
 * nested bodies, a truncated multipart body, a NUL in a file name, a cross-site Origin, odd Range headers, and
 * forms posted without JavaScript and without their state. Bad input is the client's fault: not one 500.
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
    );
  }
  expect(await failures(request, attempts)).toEqual([]);
});
