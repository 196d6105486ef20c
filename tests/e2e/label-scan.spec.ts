import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, recordRequests, test } from './fixtures';
import {} from './staff-session';

/**
 * "Check a device label" (/eifu/scan): one scanned GS1 string answered on one screen with the device's current IFU
 * and whether its lot is in a safety notice. Sample data (SEED_SAMPLE_DOCUMENTS=1): Perceval, UDI-DI
 * 09520000000011, IFU sample-ifu-perceval-en at revision B (15 September 2025); SAMPLE-FSN-0001 lists its lots
 * SAMPLE100 to SAMPLE120.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

async function scan(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Check a device label' });
  await form.getByLabel("Scan or type the label's barcode text").fill(text);
  await form.getByRole('button', { name: 'Check the label' }).click();
}

test('the document centre and the notice register each link the label check', async ({ page }) => {
  for (const from of ['/eifu', '/safety-notices']) {
    await page.goto(from);
    await expect(page.getByRole('link', { name: 'Check a device label' })).toHaveAttribute('href', '/eifu/scan');
  }
  await page.getByRole('link', { name: 'Check a device label' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a device label');
  await expect(page).toHaveTitle(/^Check a device label/);
});

test('one scan answers with the IFU revision, its PDF, the expiry and the open notice, with the lot in no address', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto('/eifu/scan');
  // Chromium on Linux has no BarcodeDetector: nothing camera-related is offered, the typed field is there.
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toHaveCount(0);
  await scan(page, '(01)09520000000011(17)281231(10)SAMPLE105');
  const answer = page.getByRole('region', { name: 'Perceval' });
  await expect(answer).toBeFocused();
  await expect(answer).toContainText(
    'Read from the label: UDI-DI 09520000000011, lot SAMPLE105, expiry date 31 December 2028 (281231 in the code).',
  );
  await expect(answer.getByRole('link', { name: 'Perceval', exact: true })).toHaveAttribute('href', /perceval$/);
  await expect(answer).toContainText('Perceval (worldwide)');
  await expect(
    answer.getByRole('link', { name: 'Sample instructions for use: Perceval (fictitious)' }),
  ).toHaveAttribute('href', '/eifu/sample-ifu-perceval-en');
  await expect(answer).toContainText('English · current revision B, issued 15 September 2025');
  await expect(answer.getByRole('link', { name: /Download the PDF, revision B/ }).first()).toHaveAttribute(
    'href',
    '/eifu/sample-ifu-perceval-en/B/file',
  );
  await expect(answer).toContainText('Lot SAMPLE105 is listed in the open notice SAMPLE-FSN-0001');
  await expect(answer.getByRole('link', { name: 'SAMPLE-FSN-0001' })).toHaveAttribute(
    'href',
    '/safety-notices#notice-SAMPLE-FSN-0001',
  );
  await expectNoAxeViolations(page);
  expect(urls.filter((url) => /SAMPLE105/i.test(url))).toEqual([]);
  expect(new URL(page.url()).search).toBe('');

  const pdf = await page.request.get('/eifu/sample-ifu-perceval-en/B/file');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('a lot in no notice, a code without a lot, an unknown UDI-DI and a misread code each get their own answer', async ({
  page,
}) => {
  await page.goto('/eifu/scan');
  await scan(page, '(01)09520000000011(17)281231(10)SAMPLE121');
  await expect(page.getByRole('region', { name: 'Perceval' })).toContainText(
    'Lot SAMPLE121 is not listed in any published safety notice.',
  );

  await scan(page, '0109520000000011');
  const diOnly = page.getByRole('region', { name: 'Perceval' });
  await expect(diOnly).toContainText('This code carries no lot or serial number.');
  await expect(diOnly).toContainText('current revision B');
  await expect(diOnly).not.toContainText('not listed');

  await scan(page, '(01)09520000000042(10)SAMPLE105');
  const unknown = page.getByRole('region', { name: 'This device is not in this site’s catalogue' });
  await expect(unknown).toContainText('No device on this site has UDI-DI 09520000000042.');
  await expect(unknown.getByRole('link', { name: 'electronic IFU portal' })).toHaveAttribute('href', /^https?:\/\//);

  await scan(page, '(01)09520000000012(10)SAMPLE105');
  const unsure = page.getByRole('region', { name: 'Please check what you scanned' });
  await expect(unsure).toContainText('We read: “(01)09520000000012(10)SAMPLE105”.');
  await expect(unsure).toContainText('The check digit of 09520000000012 is wrong');
  await expect(unsure).not.toContainText(/not listed/i);
  await expectNoAxeViolations(page);

  await scan(page, '');
  await expect(page.getByRole('link', { name: /Barcode text: Scan the barcode on the label/ })).toBeVisible();
});
