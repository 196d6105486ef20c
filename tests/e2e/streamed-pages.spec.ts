import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Page, Response } from '@playwright/test';
import { consentPendingScript } from '../../lib/consent';
import { expect, expectInjectedScriptRefused, recordCspViolations, test, waitForHydration } from './fixtures';
import { signInAs, staffAdd } from './staff-session';

/**
 * Personal pages (the sign-in, the academy, the back office) are streamed as Next renders them, with a nonce drawn
 * per request by the request gate (proxy.ts, server/host/streamed-pages.mjs); pages every visitor receives alike
 * keep the hashed, held pipeline, and no nonce ever reaches them.
 */
// The page rewrites the suite's server applies (scripts/e2e-server.mjs passes PAGE_REWRITES on).
const PAGE_REWRITES = process.env.PAGE_REWRITES || 'full';
const LEARNER = { email: 'demo.learner@example.com', password: 'Academy-Demo-2026' };
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const SALES = { email: `stream-sales-${run}@example.com`, name: 'Stream Sales' };
// The consent flag is rendered by the site's shared shell (the same bytes on every page), so it is allowed by its
// hash, fixed at build (lib/security-headers.ts); every other inline script of a personal page carries the nonce.
const CONSENT_FLAG = `'sha256-${createHash('sha256').update(consentPendingScript).digest('base64')}'`;

test.use({
  extraHTTPHeaders: {
    'x-forwarded-for': `198.18.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250) + 1}`,
  },
});

/** The nonce of a response's policy, after checking the policy is the nonce-based one. */
function nonceOf(response: Response): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  const [, nonce] = /script-src 'nonce-([A-Za-z0-9+/_-]+={0,2})' 'self'/.exec(policy) ?? [];
  expect(nonce, policy).toBeTruthy();
  expect(policy).toContain(CONSENT_FLAG);
  expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain("'unsafe-inline'");
  expect(policy).toContain("object-src 'none'");
  return nonce!;
}

/** Script tags of the HTML that would run without the nonce (data blocks and the hashed consent flag aside). */
function scriptsWithoutNonce(html: string, nonce: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '', body = '']) => {
      if (/\btype="application\/(?:ld\+)?json"/.test(attributes)) return false;
      if (attributes.includes(`nonce="${nonce}"`)) return false;
      return body !== consentPendingScript;
    })
    .map(([tag]) => tag.slice(0, 160));
}

/** Opens a personal page in Chromium and checks it streamed with its own nonce, hydrated and broke no policy. */
async function expectStreamed(page: Page, path: string): Promise<string> {
  const violations = recordCspViolations(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(path);
  const headers = response!.headers();
  // Sent as Next wrote it: no length known in advance, no loader, never stored by a shared cache.
  expect(headers['content-length']).toBeUndefined();
  expect(headers['cache-control']).toMatch(/private|no-store/);
  const nonce = nonceOf(response!);
  const html = await response!.text();
  // Next's chunks load after the first paint, through the loader (server/page-rewrite/first-paint-scripts.mjs),
  // which carries this response's nonce; the chunks it adds are allowed by 'self' (a rewrite: PAGE_REWRITES=full).
  if (PAGE_REWRITES === 'full') expect(html).toContain(`<script nonce="${nonce}">(function(s,p){`);
  expect(scriptsWithoutNonce(html, nonce)).toEqual([]);
  await waitForHydration(page);
  // zod 4 probes whether it may compile validators with `Function("")` and falls back when the policy refuses
  // (no 'unsafe-eval', on purpose): that probe's report is expected, on the held pages before as here.
  expect((await violations()).filter((violation) => violation !== 'script-src eval')).toEqual([]);
  return nonce;
}

/** Time to the first body byte and to the end of a GET with the given cookie, read off the socket. */
function timedGet(path: string, cookie: string) {
  const { origin } = new URL(test.info().project.use.baseURL!);
  return new Promise<{ headers: Record<string, unknown>; firstMs: number; totalMs: number; body: string }>(
    (resolve, reject) => {
      const started = performance.now();
      let firstMs = 0;
      const parts: Buffer[] = [];
      httpRequest(`${origin}${path}`, { headers: { cookie } }, (res) => {
        res.on('data', (part: Buffer) => {
          firstMs ||= performance.now() - started;
          parts.push(part);
        });
        res.on('end', () =>
          resolve({
            headers: res.headers,
            firstMs,
            totalMs: performance.now() - started,
            body: Buffer.concat(parts).toString('utf8'),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

test('the sign-in streams with a fresh nonce on every script, and hydrates without a CSP violation', async ({
  page,
}) => {
  const first = await expectStreamed(page, '/login');
  const second = await expectStreamed(page, '/login');
  expect(second).not.toBe(first);
});

test('the streamed sign-in paints before any script chunk is fetched @rewrite', async ({ page }) => {
  await page.goto('/login');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const chunks = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/_next\/static\/.*\.js/.test(entry.name),
    );
    return {
      paint,
      chunks: chunks.length,
      early: chunks.filter((entry) => entry.startTime < paint).map((e) => e.name),
    };
  });
  expect(timing.paint).toBeLessThan(Infinity);
  expect(timing.chunks).toBeGreaterThan(3);
  expect(timing.early).toEqual([]);
});

test('an inline script injected into the streamed sign-in is refused: it has no nonce', async ({ page }) => {
  await expectInjectedScriptRefused(page, '/login');
});

test("a learner's academy streams: chunked as Next writes it, its own nonce, hydrated without a violation", async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(LEARNER.email);
  await page.getByLabel('Password').fill(LEARNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/academy$/);
  await expectStreamed(page, '/academy');
  await expectStreamed(page, '/academy/courses/course/1');

  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const answer = await timedGet('/academy', cookie);
  console.log(`/academy first byte ${answer.firstMs.toFixed(0)} ms, whole ${answer.totalMs.toFixed(0)} ms`);
  expect(answer.headers['transfer-encoding']).toBe('chunked');
  expect(answer.headers['content-length']).toBeUndefined();
  expect(answer.body).toContain('Welcome,');
});

test('a back-office list page streams with its own nonce and hydrates without a violation', async ({ page }) => {
  staffAdd(SALES.email, SALES.name, 'sales');
  await signInAs(page, SALES.email, '/admin/leads');
  await expectStreamed(page, '/admin/leads');
});

test.describe('pages every visitor receives alike', () => {
  const forged = { 'content-security-policy': "script-src 'nonce-Zm9yZ2VkLWJ5LWEtY2xpZW50'" };

  for (const path of ['/', '/academy/courses', '/about', '/search?q=valve']) {
    test(`${path}: a nonce a client sends never reaches the page, which keeps its hashes`, async ({ request }) => {
      const response = await request.get(path, { headers: forged });
      expect(response.status()).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
      expect(policy).not.toMatch(/nonce|strict-dynamic/);
      const html = await response.text();
      expect(html).not.toContain('nonce=');
      expect(html).not.toContain('Zm9yZ2VkLWJ5LWEtY2xpZW50');
      // And what the next visitor receives has none either.
      expect(await (await request.get(path)).text()).not.toContain('nonce=');
    });
  }
});
