import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * First-load JS budgets of the two pages rendered per request, which the static-page budget
 * (scripts/budgets/check.mjs) cannot read from the build: measured as the browser loads them.
 */
const baseline: { gzipBytes: number } = JSON.parse(readFileSync('scripts/budgets/baseline.json', 'utf8'));
// The same 1.25x of a bare Next.js page that every static page keeps (the heavier pieces load on demand).
const LOGIN_RATIO = 1.25;
const COURSE_RATIO = 1.25;

async function firstLoadJs(page: Page, path: string): Promise<number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/_next\/static\/.+\.js$/.test(url) || response.request().resourceType() !== 'script') return;
    sizes.set(url, gzipSync(await response.body(), { level: 9 }).length);
  });
  // Not 'networkidle': the analytics host is unreachable offline. The scripts a page needs load before 'load'.
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  return [...sizes.values()].reduce((sum, size) => sum + size, 0);
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
  // Marked onboarded, so the measured page is the course as a returning learner sees it.
  await page.evaluate(() => localStorage.setItem('academy_boarding', 'true'));
  const course = await page.context().newPage();
  const bytes = await firstLoadJs(course, '/academy/courses/course/1');
  console.log(`/academy/courses/course/1 first-load JS ${(bytes / 1024).toFixed(1)} KB = ${(bytes / baseline.gzipBytes).toFixed(3)}x`);
  expect(bytes).toBeLessThanOrEqual(baseline.gzipBytes * COURSE_RATIO);
});
