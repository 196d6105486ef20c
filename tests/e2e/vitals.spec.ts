import { randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signIn, staffAdd } from './staff-session';

/**
 * Real-user Web Vitals end to end: without analytics consent the browser neither downloads the web-vitals
 * code nor sends a measurement; after Accept, leaving a page sends its LCP and CLS to /api/vitals, Decline stops
 * that at once, and an editor sees the page's template in the back-office report.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = randomBytes(4).toString('hex');
const editor = { email: `vitals-editor-${run}@example.com`, name: 'Vera Vitals' };

/** Every beacon to /api/vitals, and whether any script the page loaded holds the web-vitals library. */
function watch(page: Page) {
  const beacons: { name: string; path: string; status?: number }[] = [];
  const state = { libraryLoaded: false };
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons.push(JSON.parse(request.postData() ?? '{}'));
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The observer type only the web-vitals code names; Next's own runtime does not.
    const body = await response.text().catch(() => '');
    if (body.includes('largest-contentful-paint')) state.libraryLoaded = true;
  });
  return { beacons, state };
}

/** What the browser does when the visitor switches tab or leaves: the page becomes hidden. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  });
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Let the page paint and any lazily imported code arrive, as a visitor reading it would.
  await page.waitForTimeout(700);
}

test.describe('without analytics consent', () => {
  for (const consent of [null, 'close', 'declined'] as const) {
    test(`nothing is loaded or sent (cookie choice: ${consent ?? 'none yet'})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      if (consent) await context.addCookies([{ name: 'cookies', value: consent, url: baseURL! }]);
      const page = await context.newPage();
      const { beacons, state } = watch(page);
      await visit(page, '/about');
      await page.mouse.click(10, 300);
      await hide(page);
      await visit(page, '/devices');
      await hide(page);
      await page.waitForTimeout(500);
      expect(beacons).toEqual([]);
      expect(state.libraryLoaded).toBe(false);
      await context.close();
    });
  }

  test('Global Privacy Control keeps it off even after Accept', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const { beacons, state } = watch(page);
    await visit(page, '/about');
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept' }).click();
    await page.waitForTimeout(500);
    await hide(page);
    await page.waitForTimeout(500);
    expect(beacons).toEqual([]);
    expect(state.libraryLoaded).toBe(false);
    await context.close();
  });
});

test.describe('with analytics consent', () => {
  test.use({ consent: null });

  test('Accept loads the library, leaving the page sends LCP and CLS, Decline stops it; an editor sees the template', async ({ page }) => {
    const { beacons, state } = watch(page);
    await visit(page, '/ethics');
    expect(state.libraryLoaded).toBe(false);
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => state.libraryLoaded).toBe(true);

    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/vitals') answers.push(response.status());
    });
    await hide(page);
    await expect.poll(() => beacons.map((beacon) => beacon.name).sort()).toEqual(['CLS', 'LCP']);
    expect(beacons.every((beacon) => beacon.path === '/ethics')).toBe(true);
    await expect.poll(() => answers).toEqual([201, 201]);

    // Withdrawing consent: the library stays in memory, but nothing more leaves the page.
    await visit(page, '/research');
    await expect.poll(() => state.libraryLoaded).toBe(true);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Decline' }).click();
    await hide(page);
    await page.waitForTimeout(700);
    expect(beacons).toHaveLength(2);

    // The web team reads the result: company and legal pages have a row this week.
    staffAdd(editor.email, editor.name, 'editor');
    await signIn(page, editor.email, '/admin/vitals');
    await expect(page).toHaveURL(/\/admin\/vitals$/);
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Web Vitals' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Web Vitals' })).toBeVisible();
    const row = page.getByRole('row', { name: /Company and legal pages/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toContainText(/ms/); // LCP p75
    await expect(row).toContainText('n = 1');
    await expect(page.getByRole('table').first()).toContainText('up to 2,500 ms');
    await expectNoAxeViolations(page);
  });
});
