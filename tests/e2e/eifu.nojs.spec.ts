import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The document centre without JavaScript (project `no-js`): the search is a GET form answered by the server, its
 * address can be shared, and a document, its revisions and its download are plain links.
 */
// axe at three widths on several pages takes longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

let address = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${90 + Math.floor(Math.random() * 20)}.${++address}` });
});

// axe cannot run in a page without JavaScript (it injects a script); eifu.spec.ts runs it on the same HTML at
// 320, 390 and 1280 px. Here: no sideways scroll at each width.
async function expectNoSidewaysScroll(page: Page) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

test('the search form posts by GET and the server answers with the documents, filters kept in the address', async ({
  page,
}) => {
  await page.goto('/eifu');
  await expectNoSidewaysScroll(page);
  const search = page.getByRole('search', { name: 'Search device documents' });
  await search.getByLabel('Device, REF, UDI-DI or document code').fill('(01)09520000000011(17)281231(10)AB123');
  await search.getByLabel('Kind').selectOption('ifu');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/eifu\?q=%2801%2909520000000011.*&kind=ifu/);
  const titles = await page.getByRole('list', { name: 'Documents found' }).getByRole('heading').allInnerTexts();
  expect(titles).toHaveLength(2);
  expect(titles.every((title) => /Perceval/.test(title) && /Sample, fictitious/.test(title))).toBe(true);
  await expect(page.getByText('Read from the code: UDI-DI 09520000000011, lot AB123, expiry 281231')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Sample instructions for use: Perceval (fictitious)' }).click();
  await expect(page).toHaveURL(/\/eifu\/sample-ifu-perceval-en$/);
  await expect(page.getByRole('link', { name: 'Download revision B (PDF)' })).toBeVisible();
  await page.getByRole('link', { name: /Revision A, issued 3 June 2024/ }).click();
  await expect(page.getByText('Is this the latest revision? No')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a device page links its documents and names the current IFU revision', async ({ page }) => {
  await page.goto('/eifu/sample-ifu-perceval-en');
  await page.getByRole('link', { name: 'Perceval (worldwide)' }).click();
  // In the safety section (a closed panel until opened: present in the HTML, not yet shown).
  await expect(page.getByText('Current instructions for use: revision B, issued')).toBeAttached();
  await expect(page.locator('a[href="/eifu/sample-ifu-perceval-en"]')).toHaveText(
    'Sample instructions for use: Perceval (fictitious)',
  );
});
