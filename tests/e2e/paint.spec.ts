import { expect, recordCspViolations, test } from './fixtures';

// The first paint needs no script: the chunks are requested after the first contentful paint, the page still
// hydrates, and nothing is refused by the CSP (scripts/server/first-paint-scripts.mjs).
for (const path of ['/about', '/devices/aortic/solo-smart', '/patients-and-caregivers/ch']) {
  test(`${path}: no script chunk or font is fetched before the first contentful paint, and the page hydrates`, async ({
    page,
  }) => {
    const violations = recordCspViolations(page);
    await page.goto(path);
    const button = page.getByRole('button', { name: /^(Search|搜索)$/ }).first();
    await expect(async () => {
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 500 });
    }).toPass();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const chunks = resources.filter((entry) => /\/_next\/static\/.*\.js/.test(entry.name));
      return {
        paint,
        chunks: chunks.length,
        early: chunks.filter((entry) => entry.startTime < paint).map((entry) => entry.name),
        fonts: resources.filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)).map((entry) => entry.name),
      };
    });
    expect(timing.paint).toBeLessThan(Infinity);
    expect(timing.chunks).toBeGreaterThan(3);
    expect(timing.early).toEqual([]);
    expect(timing.fonts).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}

test('a sign-in sent before the scripts have run never puts the e-mail or password in the address', async ({
  page,
}) => {
  await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo.learner@example.com');
  await page.getByLabel('Password').fill('Academy-Demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('load');
  expect(page.url()).not.toMatch(/Academy-Demo|password|email=/);
});
