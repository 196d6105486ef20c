import { expect, test } from './fixtures';

/**
 * The safety-notice check without JavaScript: a POST to the page's server action, answered on the same page. The
 * typed number never goes into the address, and the answer that carries it is not cacheable.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

async function check(page: import('@playwright/test').Page, device: string, number: string) {
  const form = page.getByRole('form', { name: 'Check a lot or serial number' });
  await form.getByLabel('Device', { exact: true }).fill(device);
  await form.getByLabel('Lot or serial number').fill(number);
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Check' }).click();
  const response = await answered;
  await page.waitForLoadState();
  return response;
}

test('an affected sample lot is listed, its neighbour is not, and the number is in no address or cache', async ({
  page,
}) => {
  await page.goto('/safety-notices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Field safety notices');

  const listed = await check(page, 'Perceval', 'sample-117');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/safety-notices');
  expect(listed.request().url()).not.toMatch(/117/);
  expect(listed.headers()['cache-control'] ?? '').toMatch(/no-store|private/);
  await expect(page.getByRole('status').filter({ hasText: 'Listed in notice' })).toContainText(
    'Listed in notice SAMPLE-FSN-0001',
  );
  await expect(page.getByRole('link', { name: 'SAMPLE-FSN-0001', exact: true })).toHaveAttribute(
    'href',
    '#notice-SAMPLE-FSN-0001',
  );

  await check(page, '09520000000011', 'SAMPLE121');
  await expect(page.getByRole('status').filter({ hasText: 'Not listed' })).toContainText(
    'Not listed in any published notice. If in doubt, contact customer service.',
  );
});

test('a check without a number is refused with a message under the field, the device kept', async ({ page }) => {
  await page.goto('/safety-notices');
  await check(page, 'Perceval', '');
  const form = page.getByRole('form', { name: 'Check a lot or serial number' });
  await expect(form.getByText('Enter the lot or serial number printed on the label.').first()).toBeVisible();
  await expect(form.getByLabel('Device', { exact: true })).toHaveValue('Perceval');
});

test('the answer is where the page lands, and a lot typed with its printed or GS1 prefix is listed', async ({
  page,
}) => {
  await page.goto('/safety-notices');
  for (const typed of ['LOT SAMPLE105', 'Lot SAMPLE110', 'LOT: SAMPLE105', '(10)SAMPLE105']) {
    await check(page, 'Perceval', typed);
    expect(new URL(page.url()).hash).toBe('#notice-check-answer');
    const answer = page.locator('#notice-check-answer');
    await expect(answer).toContainText('Listed in notice SAMPLE-FSN-0001');
    await expect(answer).toBeInViewport();
  }
  // A DI-only barcode as the scanner types it, and a full scan that carries the lot with the number left empty.
  await check(page, '0109520000000011', 'SAMPLE105');
  await expect(page.locator('#notice-check-answer')).toContainText('Listed in notice SAMPLE-FSN-0001');
  await check(page, '(01)09520000000011(17)281231(10)SAMPLE105', '');
  await expect(page.locator('#notice-check-answer')).toContainText('Listed in notice SAMPLE-FSN-0001');
});

test('a scan that disagrees with the typed number is asked about, never "not listed", and each reading can be checked', async ({
  page,
}) => {
  await page.goto('/safety-notices');
  await check(page, '(01)09520000000011(10)SAMPLE105', 'SAMPLE121');
  const answer = page.locator('#notice-check-answer');
  await expect(answer).toContainText('Please check what you typed.');
  await expect(answer).toContainText('lot SAMPLE105 (from the barcode)');
  await expect(answer).not.toContainText('Not listed');
  await expect(answer).toBeInViewport();
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await answer.getByRole('button', { name: 'Check SAMPLE105' }).click();
  await answered;
  await page.waitForLoadState();
  await expect(page.locator('#notice-check-answer')).toContainText('Listed in notice SAMPLE-FSN-0001');
});
