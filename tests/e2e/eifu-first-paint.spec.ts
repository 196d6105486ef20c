// Plain Playwright, not ./fixtures: its navigations wait for hydration, and these searches are meant to come before it.
import { test, expect, type Page } from '@playwright/test';

// Issue 38.17: a search typed and sent while the page's scripts are still on their way must land on its results
// with the words typed, in the document centre and in the site search (both plain GET forms).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookies', value: 'close', url: baseURL! }]);
});

/** Holds the page's script chunks until `release()`, so that what the test does comes before hydration. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__reactProps$')),
    selector,
  );

for (const [name, path, box, results] of [
  ['the document centre', '/eifu', 'Device, REF, UDI-DI or document code', /\/eifu\?q=Perceval(&lang=&kind=)?$/],
  ['the site search', '/search', 'Search', /\/search\?q=Perceval$/],
  // A new search from a results page, its box already holding the last words.
  [
    'a document-centre results page',
    '/eifu?q=Memo',
    'Device, REF, UDI-DI or document code',
    /\/eifu\?q=Perceval(&lang=&kind=)?$/,
  ],
  ['a site-search results page', '/search?q=Memo', 'Search', /\/search\?q=Perceval$/],
] as const) {
  test(`${name}: a search sent before the scripts run lands on its results with the words typed`, async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const input = page.getByRole('searchbox', { name: box, exact: true });
    await input.waitFor({ state: 'visible' });
    expect(await isHydrated(page, 'input[name="q"]')).toBe(false);
    await input.fill('Perceval');
    await input.press('Enter');
    await expect(page).toHaveURL(results, { timeout: 15_000 });
    release();
    await expect(page.getByRole('searchbox', { name: box, exact: true })).toHaveValue('Perceval');
    await expect(page.getByRole('main')).toContainText(/Perceval/);
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Perceval/ })
        .first(),
    ).toBeVisible();
  });

  test(`${name}: words typed before the scripts run are still there, and searched, once they have`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const input = page.getByRole('searchbox', { name: box, exact: true });
    await input.waitFor({ state: 'visible' });
    expect(await isHydrated(page, 'input[name="q"]')).toBe(false);
    await input.fill('Perceval');
    release();
    await expect.poll(() => isHydrated(page, 'input[name="q"]'), { timeout: 15_000 }).toBe(true);
    await expect(input).toHaveValue('Perceval');
    await page.getByRole('search').getByRole('button').last().click();
    await expect(page).toHaveURL(results, { timeout: 15_000 });
  });
}
