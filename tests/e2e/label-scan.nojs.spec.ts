import type { Page } from '@playwright/test';
import { expect, postFields, test } from './fixtures';

/**
 * "Check a device label" without JavaScript: the browser posts the form to the page's server action and lands on
 * the answer. The lot never goes into an address and the answer that carries it is not cacheable.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

const scan = (page: Page, text: string) =>
  postFields(page, 'Check a device label', { "Scan or type the label's barcode text": text }, 'Check the label');

test('a scan is answered on the page it was posted from, with the IFU and the notice, the lot in no address or cache', async ({
  page,
}) => {
  await page.goto('/eifu/scan');
  const response = await scan(page, '(01)09520000000011(17)281231(10)SAMPLE105');
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe('/eifu/scan');
  expect(url.hash).toBe('#label-scan-answer');
  expect(response.request().url()).not.toMatch(/SAMPLE105/);
  expect(response.headers()['cache-control'] ?? '').toMatch(/no-store|private/);
  const answer = page.locator('#label-scan-answer');
  await expect(answer).toBeInViewport();
  await expect(answer).toContainText('Sample instructions for use: Perceval (fictitious)');
  await expect(answer).toContainText('current revision B, issued 15 September 2025');
  await expect(answer).toContainText('expiry date 31 December 2028');
  await expect(answer).toContainText('Lot SAMPLE105 is listed in the open notice SAMPLE-FSN-0001');
  await expect(page.getByLabel("Scan or type the label's barcode text")).toHaveValue(
    '(01)09520000000011(17)281231(10)SAMPLE105',
  );
});

test('an empty field is refused with a message, and a misread code is asked about', async ({ page }) => {
  await page.goto('/eifu/scan');
  await scan(page, '');
  await expect(
    page.getByText('Scan the barcode on the label, or type the text printed under it.').first(),
  ).toBeVisible();
  await scan(page, 'Perceval');
  const answer = page.locator('#label-scan-answer');
  await expect(answer).toContainText('Please check what you scanned');
  await expect(answer).toContainText('We read: “Perceval”.');
  await expect(answer).not.toContainText(/not listed/i);
});
