import { expect, postFields, postForm, test } from './fixtures';
import { fillNoticeDraft } from './safety-notice-helpers';
import { signInAs, staffAdd } from './staff-session';

/**
 * The safety-notice check without JavaScript: a POST to the page's server action, answered on the same page. The
 * typed number never goes into the address, and the answer that carries it is not cacheable.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

const check = (page: import('@playwright/test').Page, device: string, number: string) =>
  postFields(page, 'Check a lot or serial number', { Device: device, 'Lot or serial number': number }, 'Check', {
    exact: true,
  });

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
  await postForm(page, answer.getByRole('button', { name: 'Check SAMPLE105' }));
  await expect(page.locator('#notice-check-answer')).toContainText('Listed in notice SAMPLE-FSN-0001');
});

test('without JavaScript, "Add another device" brings the form back with one more row and every value kept', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const run = Math.random().toString(16).slice(2, 10);
  const email = `fsn-nojs-${run}@example.com`;
  staffAdd(email, `Nora Nojs ${run}`, 'regulatory');
  // Signed in with scripts on (the sign-in is not under test here), then the form is used with them off.
  const withScripts = await browser.newContext({ javaScriptEnabled: true });
  await signInAs(await withScripts.newPage(), email, '/admin');
  await page.context().addCookies(await withScripts.cookies());
  await withScripts.close();

  const reference = `E2E-NOJS-${run}`;
  await page.goto('/admin/safety-notices/new');
  const form = page.getByRole('form', { name: 'New safety notice' });
  await fillNoticeDraft(form, {
    reference,
    date: '2026-02-04',
    title: `No-script notice ${run}`,
    summary: 'Typed without scripts.',
    countries: ['Italy'],
    device: 'ww/perceval',
    lots: 'lot N1 to N9',
  });
  await expect(form.getByRole('group', { name: /^Device \d/ })).toHaveCount(3);
  await form.getByRole('button', { name: 'Add another device' }).click();
  await page.waitForLoadState();
  await expect(form.getByRole('group', { name: /^Device \d/ })).toHaveCount(4);
  await expect(form.getByLabel('Reference')).toHaveValue(reference);
  await expect(form.getByRole('group', { name: 'Countries' }).getByLabel('Italy', { exact: true })).toBeChecked();
  await expect(form.getByRole('group', { name: 'Device 1' }).getByLabel('Affected lots or serial numbers')).toHaveValue(
    'lot N1 to N9',
  );
  const fourth = form.getByRole('group', { name: 'Device 4 (optional)' });
  await fourth.getByLabel('Device', { exact: true }).selectOption('ww/solo-smart');
  await fourth.getByLabel('Affected lots or serial numbers').fill('serial N400');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForLoadState();
  await expect(page.getByText('The draft was saved')).toBeVisible();
  await expect(page.getByText(/Solo Smart.*N400/)).toBeVisible();
});
