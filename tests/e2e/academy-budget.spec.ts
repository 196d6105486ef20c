import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loaderArguments } from '../../server/page-rewrite/first-paint-scripts.mjs';

/**
 * First-load JS budgets of the two pages rendered per request, which the static-page budget
 * (scripts/budgets/check.mjs) cannot read from the build: read from the served HTML instead.
 */
const baseline: { gzipBytes: number } = JSON.parse(readFileSync('scripts/budgets/baseline.json', 'utf8'));
// The login keeps the 1.25x of every static page (its schema and API client load when the form is used). The course
// page is an application screen: react-query, the API client and the player are its first load, held to 1.3x.
const LOGIN_RATIO = 1.25;
const COURSE_RATIO = 1.3;

/**
 * The gzip size of every script the page's HTML loads, the definition scripts/budgets uses for static pages; the
 * HTML is fetched with the page's cookies, so the course page is the one a signed-in learner gets. Prefetches and
 * chunks loaded on demand are not first-load JS.
 */
async function firstLoadJs(page: Page, path: string): Promise<number> {
  const answer = await page.request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  // Script tags, and the chunks the first-paint loader adds (server/page-rewrite/first-paint-scripts.mjs).
  const tagged = [...html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)"/g)].map(
    (match) => match[1]!,
  );
  const loaded = loaderArguments(html)?.sources ?? [];
  const urls = [...new Set([...tagged, ...loaded].map((url) => url.replace(/\?.*$/, '')))];
  expect(urls.length).toBeGreaterThan(0);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  return bytes;
}

test('the login page stays within its first-load JS budget', async ({ page }) => {
  const bytes = await firstLoadJs(page, '/login');
  console.log(`/login first-load JS ${(bytes / 1024).toFixed(1)} KB = ${(bytes / baseline.gzipBytes).toFixed(3)}x`);
  expect(bytes).toBeLessThanOrEqual(baseline.gzipBytes * LOGIN_RATIO);
});

test('the course page stays within its first-load JS budget', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo.learner@example.com');
  await page.getByLabel('Password').fill('Academy-Demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/academy$/);
  const bytes = await firstLoadJs(page, '/academy/courses/course/1');
  console.log(
    `/academy/courses/course/1 first-load JS ${(bytes / 1024).toFixed(1)} KB = ${(bytes / baseline.gzipBytes).toFixed(3)}x`,
  );
  expect(bytes).toBeLessThanOrEqual(baseline.gzipBytes * COURSE_RATIO);
});
