import { test, expect, type Page } from '@playwright/test';

// Run by the `no-js` project (javaScriptEnabled: false): the /search page answers on the server, with the same
// ranking the overlay uses (lib/search/match.ts).

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookies', value: 'close', url: baseURL! }]);
});

const results = (page: Page) => page.getByRole('region', { name: /^Pages/ }).getByRole('link');

test('every word of a query must match: "mitral ring" lists the mitral rings, titles without their address', async ({
  page,
}) => {
  const response = await page.goto('/search?q=mitral+ring');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results$/);
  await expect(results(page).first()).toHaveAttribute('href', '/devices/mitral/memo4d');
  // Each result shows its title and a line of description, never its path.
  await expect(results(page).first()).toContainText('Memo 4D');
  await expect(results(page).first()).toContainText('annuloplasty ring');
  const shown = await results(page).evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute('href')!, text: link.textContent ?? '' })),
  );
  expect(shown.length).toBeGreaterThan(1);
  for (const { href, text } of shown) expect(text).not.toContain(href);
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('mitral ring');
});

test('a query in French finds the French patient page, marked as French on the English results page', async ({
  page,
}) => {
  await page.goto('/search?q=r%C3%A9tr%C3%A9cissement+aortique');
  const first = results(page).first();
  await expect(first).toHaveAttribute('href', '/patients-and-caregivers/fr');
  await expect(first.locator('xpath=ancestor::li[1]')).toHaveAttribute('lang', 'fr');
  // English results on the English page carry no lang of their own.
  await page.goto('/search?q=perceval');
  await expect(results(page).first()).toHaveAttribute('href', '/devices/aortic/perceval');
  await expect(results(page).first().locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'en');
  await expect(results(page).first().locator('xpath=ancestor::li[1]')).not.toHaveAttribute('lang', /./);
});
