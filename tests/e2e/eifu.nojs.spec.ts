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

  // Exact: the card's PDF link names the document too.
  await page.getByRole('link', { name: 'Sample instructions for use: Perceval (fictitious)', exact: true }).click();
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
  await expect(
    page.locator('section[aria-labelledby="device-documents-title"] a[href="/eifu/sample-ifu-perceval-en"]'),
  ).toHaveText('Sample instructions for use: Perceval (fictitious)');
});

test('a search answers for the device asked: another device’s documents are never the answer', async ({ page }) => {
  // Perceval Plus is in the catalogue with no document here: said so, with the external portal, no Perceval IFU.
  await page.goto('/eifu?q=Perceval%20Plus');
  await expect(page).toHaveTitle(/^No documents for “Perceval Plus”/);
  await expect(page.getByRole('heading', { level: 2, name: 'No documents for “Perceval Plus”' })).toBeVisible();
  await expect(page.getByText('There is no document for Perceval Plus on this site yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'electronic IFU portal' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents found' })).toHaveCount(0);

  // A near name is a suggestion, followed as a link.
  await page.goto('/eifu?q=Percevel');
  await expect(page.getByRole('list', { name: 'Documents found' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Perceval', exact: true }).click();
  await expect(page).toHaveURL(/\/eifu\?q=Perceval$/);
  await expect(page).toHaveTitle(/^\d+ documents for “Perceval”/);

  // Codes as the label prints them or a scanner types them.
  await page.goto(`/eifu?q=${encodeURIComponent('REF SAMPLE-REF-0002')}`);
  await expect(page.getByRole('list', { name: 'Documents found' }).getByRole('heading')).toHaveText([
    /Sample instructions for use: Memo 4D/,
  ]);
  await page.goto('/eifu?q=0109520000000028');
  await expect(page.getByRole('list', { name: 'Documents found' }).getByRole('heading')).toHaveText([
    /Sample instructions for use: Memo 4D/,
  ]);
});

test('the visitor’s language first, the IFU before the SSCP, and only languages that exist in the filter', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/eifu?q=09520000000011');
  await expect(page.getByRole('list', { name: 'Documents found' }).getByRole('heading')).toHaveText([
    /Beispiel-Gebrauchsanweisung: Perceval/,
    /Sample instructions for use: Perceval \(fictitious\)/,
    /Sample SSCP reference: Perceval/,
  ]);
  const options = await page.getByLabel('Language').locator('option').allInnerTexts();
  // The samples are in German and English only (other specs add English documents at most).
  expect(options).toEqual(['All languages', 'Deutsch (German)', 'English']);
  await context.close();
});
