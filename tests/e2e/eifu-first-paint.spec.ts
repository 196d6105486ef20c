// Plain Playwright, not ./fixtures: its navigations wait for hydration, and these searches are meant to come before it.
import { test, expect, type Page } from '@playwright/test';
import { holdScripts, isHydrated, storeCookieChoice } from './first-paint';

// Issue 38.17: a search typed and sent while the page's scripts are still on their way must land on its results
// with the words typed, in the document centre and in the site search (both plain GET forms).

storeCookieChoice();

/** Opens `path` with its scripts held and types Perceval into its search box before they run. */
async function typeBeforeScripts(page: Page, path: string, box: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const input = page.getByRole('searchbox', { name: box, exact: true });
  await input.waitFor({ state: 'visible' });
  expect(await isHydrated(page, 'input[name="q"]')).toBe(false);
  await input.fill('Perceval');
  return { input, release };
}

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
    const { input, release } = await typeBeforeScripts(page, path, box);
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
    const { input, release } = await typeBeforeScripts(page, path, box);
    release();
    await expect.poll(() => isHydrated(page, 'input[name="q"]'), { timeout: 15_000 }).toBe(true);
    await expect(input).toHaveValue('Perceval');
    await page.getByRole('search').getByRole('button').last().click();
    await expect(page).toHaveURL(results, { timeout: 15_000 });
  });
}
