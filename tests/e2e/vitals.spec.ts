import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './axe';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, staffAdd } from './staff-session';

/**
 * Real-user Web Vitals end to end: without analytics consent the browser neither downloads the web-vitals
 * code nor sends a measurement; after Accept, a click and hiding the page send its LCP, CLS and INP to
 * /api/vitals, Decline stops that at once, and an editor sees the page's template in the back-office report.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = randomBytes(4).toString('hex');
const editor = { email: `vitals-editor-${run}@example.com`, name: 'Vera Vitals' };

/** Every request to /api/vitals, and whether any script the page loaded holds the web-vitals library. */
function watch(page: Page) {
  const beacons: string[] = [];
  const state = { libraryLoaded: false };
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/vitals') beacons.push(request.method());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The observer type only the web-vitals code names; Next's own runtime does not.
    const body = await response.text().catch(() => '');
    if (body.includes('largest-contentful-paint')) state.libraryLoaded = true;
  });
  return { beacons, state };
}

/**
 * The bodies of the page's beacons. The browser does not show a beacon's Blob body to the test's network
 * events, so sendBeacon is wrapped (still calling the real one) to keep a copy of each.
 */
async function recordBeaconBodies(page: Page) {
  await page.addInitScript(() => {
    const bodies: string[] = [];
    (window as unknown as { __beaconBodies: string[] }).__beaconBodies = bodies;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => bodies.push(text));
      return send(url, data);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __beaconBodies: string[] }).__beaconBodies)).map(
      (text) => JSON.parse(text) as { name: string; path: string },
    );
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

  test('Accept loads the library, a click and hiding the page send LCP, INP and CLS, Decline stops them; an editor sees the template', async ({
    page,
  }) => {
    const { beacons, state } = watch(page);
    const bodies = await recordBeaconBodies(page);
    await visit(page, '/ethics');
    expect(state.libraryLoaded).toBe(false);
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => state.libraryLoaded).toBe(true);

    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/vitals') answers.push(response.status());
    });
    // The visitor's next click ends LCP (the library reports it when the browser is idle); hiding the page ends
    // CLS and INP (the click on Accept came before the library, so the later click is the one INP sees).
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(async () => (await bodies()).map((beacon) => beacon.name)).toContain('LCP');
    await hide(page);
    await expect.poll(async () => (await bodies()).map((beacon) => beacon.name).sort()).toEqual(['CLS', 'INP', 'LCP']);
    expect((await bodies()).every((beacon) => beacon.path === '/ethics')).toBe(true);
    await expect.poll(() => answers).toEqual([201, 201, 201]);
    expect(beacons).toEqual(['POST', 'POST', 'POST']);

    // Withdrawing consent: the library stays in memory, but nothing more leaves the page.
    await visit(page, '/research');
    await expect.poll(() => state.libraryLoaded).toBe(true);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('region', { name: 'Cookies on this site' }).getByRole('button', { name: 'Decline' }).click();
    // (Leaving /ethics, and the click that reopened the banner, may each have sent a last figure before Decline.)
    await page.waitForTimeout(1500);
    const beforeWithdrawal = beacons.length;
    await page.getByRole('heading', { level: 1 }).click();
    await hide(page);
    await page.waitForTimeout(1000);
    expect(beacons).toHaveLength(beforeWithdrawal);
    expect(await bodies()).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: 'CLS' })]));

    // The web team reads the result: company and legal pages have a row this week.
    staffAdd(editor.email, editor.name, 'editor');
    await signIn(page, editor.email, '/admin/vitals');
    // Sign-in hashes the password at production cost: slow on a busy machine.
    await expect(page).toHaveURL(/\/admin\/vitals$/, { timeout: 30_000 });
    await expect(
      page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Web Vitals' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Web Vitals' })).toBeVisible();
    const row = page.getByRole('row', { name: /Company and legal pages/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toContainText(/ms/); // LCP p75
    await expect(row).toContainText(/n = \d+/);
    await expect(page.getByRole('table').first()).toContainText('up to 2,500 ms');
    await expectNoAxeViolations(page);
  });
});
