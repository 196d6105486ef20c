import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, recordRequests, test } from './fixtures';
import { minimalPdf } from './pdf';
import { fillNoticeDraft } from './safety-notice-helpers';
import { signInAs, signInFirstTime, staffAdd, STAFF_PASSWORD } from './staff-session';

/**
 * The public register of field safety notices, its check, the notice on its device's page, and the back office's
 * two-person publishing: the development sample SAMPLE-FSN-0001 (SEED_SAMPLE_DOCUMENTS=1) lists lots SAMPLE100 to
 * SAMPLE120 of Perceval. The typed number is never in the server's log.
 */
test.describe.configure({ mode: 'serial' });

const run = randomBytes(4).toString('hex');
const SAMPLE_FILE = '/safety-notices/files/5a3f1e00-0000-4000-8000-000000000004';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

async function check(page: Page, device: string, number: string) {
  const form = page.getByRole('form', { name: 'Check a lot or serial number' });
  await form.getByLabel('Device', { exact: true }).fill(device);
  await form.getByLabel('Lot or serial number').fill(number);
  await form.getByRole('button', { name: 'Check' }).click();
}

test('the register shows the sample notice, marked as a sample, and passes axe', async ({ page }) => {
  await page.goto('/safety-notices');
  const notice = page.locator('#notice-SAMPLE-FSN-0001');
  await expect(notice).toContainText('Sample, fictitious');
  await expect(notice).toContainText('SAMPLE-FSN-0001: SAMPLE - not for clinical use:');
  await expect(notice).toContainText('UDI-DI 09520000000011');
  await expect(notice).toContainText('lots SAMPLE100 to SAMPLE120');
  await expect(notice).toContainText('Italy');
  await expect(notice.getByRole('link', { name: /SAMPLE-FSN-0001-en\.pdf/ })).toHaveAttribute('href', SAMPLE_FILE);
  await expectAccessible(page);
});

test('the check lists an affected lot and not its neighbour, with the number in no request address', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto('/safety-notices');
  await check(page, 'Perceval', 'SAMPLE120');
  const answer = page.getByRole('status').filter({ hasText: /Listed in notice|Not listed/ });
  await expect(answer).toContainText('Listed in notice SAMPLE-FSN-0001');
  await expect(answer).toBeFocused();
  await check(page, 'Perceval', 'SAMPLE121');
  await expect(answer).toContainText('Not listed in any published notice. If in doubt, contact customer service.');
  await expectAccessible(page);
  expect(urls.filter((url) => /SAMPLE12[01]/i.test(url))).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

test('the PDF is served with the reference as its name', async ({ request }) => {
  const response = await request.get(SAMPLE_FILE);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe('attachment; filename="SAMPLE-FSN-0001-en.pdf"');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get('/safety-notices/files/5a3f1e00-0000-4000-8000-0000000000ff')).status()).toBe(404);
});

test("the device's page shows its open notice", async ({ page }) => {
  await page.goto('/devices/aortic/perceval');
  const banner = page.getByRole('complementary', { name: 'Field safety notice' });
  await expect(banner).toContainText('Sample, fictitious');
  await expect(banner.getByRole('link', { name: /SAMPLE-FSN-0001/ })).toHaveAttribute(
    'href',
    '/safety-notices#notice-SAMPLE-FSN-0001',
  );
});

/**
 * A step of the notice's review in its own region, whose button is named as the region: pressed with nothing
 * given it changes nothing and says so (focused); once `give` has filled in the reason or ticked the box, it is
 * done and the status says `done` (focused).
 */
async function withReason(page: Page, region: string, done: string, give: (region: Locator) => Promise<void>) {
  const box = page.getByRole('region', { name: region });
  await box.getByRole('button', { name: region }).click();
  await expect(box.getByText('Nothing was changed. Please correct the marked fields.')).toBeFocused();
  await give(box);
  await box.getByRole('button', { name: region }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeFocused();
}

const author = { email: `fsn-author-${run}@example.com`, name: `Ada Author ${run}` };
const approver = { email: `fsn-approver-${run}@example.com`, name: `Bea Approver ${run}` };
const reference = `E2E-FSN-${run}`;

test('a draft is approved by a different member only, then is public on the register and the device page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const authorSecret = staffAdd(author.email, author.name, 'regulatory');
  const approverSecret = staffAdd(approver.email, approver.name, 'regulatory');

  await signInFirstTime(page, author.email, authorSecret);
  await page.goto('/admin/safety-notices/new');
  const form = page.getByRole('form', { name: 'New safety notice' });
  await fillNoticeDraft(form, {
    reference,
    date: '2026-02-01',
    title: `Test notice ${run}`,
    summary: 'A test notice written by the end-to-end suite.',
    countries: ['Italy', 'Germany'],
    device: 'ww/solo-smart',
    lots: 'serial E2E100 to E2E199',
  });
  const pdf = form.getByRole('group', { name: 'Notice PDF 1' });
  await pdf.getByLabel('Language').fill('en');
  await pdf.getByLabel('PDF file').setInputFiles({
    name: 'notice.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf(`notice ${reference}`),
  });
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft was saved' })).toBeVisible();
  const draftUrl = page.url().replace(/\?.*$/, '');

  // The author gets no approve form on their own draft.
  await expect(page.getByText('You wrote this draft, so a different colleague has to approve it.')).toBeVisible();
  await expect(page.getByLabel('Your password')).toHaveCount(0);
  await page.goto('/safety-notices');
  await expect(page.locator(`#notice-${reference}`)).toHaveCount(0);

  // A colleague reads the draft's PDF, then approves it with their own password and a ticked box.
  const other = await browser.newContext({ baseURL });
  const approverPage = await other.newPage();
  await signInFirstTime(approverPage, approver.email, approverSecret);
  await approverPage.goto(draftUrl);
  const view = approverPage.getByRole('link', { name: `view ${reference}-en.pdf (opens in a new tab)` });
  const pdfAnswer = await approverPage.request.get((await view.getAttribute('href'))!);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
  expect(pdfAnswer.headers()['content-disposition']).toMatch(/^inline; filename="E2E-FSN-/);
  const approve = approverPage.getByRole('region', { name: 'Approve and publish' });
  // Enter in the password field alone does not approve.
  await approve.getByLabel('Your password').fill(STAFF_PASSWORD);
  await approve.getByLabel('Your password').press('Enter');
  await expect(approve.getByText('Nothing was changed. Please correct the marked fields.')).toBeFocused();
  await expect(approve.getByRole('link', { name: /I have read the draft/ })).toBeVisible();
  await approve.getByLabel(/I have read the draft/).check();
  await approve.getByLabel('Your password').fill(STAFF_PASSWORD);
  await approve.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(approverPage.getByRole('status').filter({ hasText: 'The notice was approved' })).toBeFocused();
  await expect(approverPage.getByText(`${approver.name} (${approver.email})`)).toBeVisible();

  await page.goto('/safety-notices');
  await expect(page.locator(`#notice-${reference}`)).toContainText(`Test notice ${run}`);
  await check(page, 'Solo Smart', 'E2E150');
  await expect(page.getByRole('status').filter({ hasText: 'Listed in notice' })).toContainText(reference);
  await page.goto('/devices/aortic/solo-smart');
  await expect(page.getByRole('complementary', { name: 'Field safety notice' })).toContainText(reference);

  // Closing takes two people: the approver asks, with a reason; they cannot confirm it themselves.
  await approverPage.goto(draftUrl);
  await withReason(approverPage, 'Request closing', 'Closing was requested', (region) =>
    region.getByLabel('Reason for closing').fill('End-to-end test: the field action is complete.'),
  );
  await expect(approverPage.getByText('You asked to close this notice')).toBeVisible();
  await expect(approverPage.getByLabel('Your password')).toHaveCount(0);
  await other.close();
  await page.goto('/devices/aortic/solo-smart');
  await expect(page.getByRole('complementary', { name: 'Field safety notice' })).toContainText(reference);

  // The author confirms with their password.
  await page.goto(draftUrl);
  const confirm = page.getByRole('region', { name: 'Confirm closing' });
  await expect(confirm).toContainText('End-to-end test: the field action is complete.');
  await confirm.getByLabel(/I have read the reason for closing/).check();
  await confirm.getByLabel('Your password').fill(STAFF_PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm closing' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The notice was closed' })).toBeFocused();
  await page.goto('/devices/aortic/solo-smart');
  await expect(page.getByText(reference)).toHaveCount(0);
});

test('the typed number never reaches the server log', async ({ browser }) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 150;
  const base = `http://127.0.0.1:${port}`;
  let log = '';
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'notices-log-')), 'site.db'),
      NODE_ENV: 'production',
      LOG_REQUESTS: '1',
      SEED_SAMPLE_DOCUMENTS: '1',
      TRUSTED_PROXIES: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    for (let attempt = 0; attempt < 150; attempt += 1) {
      try {
        if ((await fetch(`${base}/robots.txt`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto(`${base}/safety-notices`);
    const typed = `ZQ${run}77`;
    await check(page, 'Perceval', typed);
    await expect(page.getByRole('status').filter({ hasText: 'Not listed' })).toBeVisible();
    await check(page, 'Perceval', 'sample-119');
    await expect(page.getByRole('status').filter({ hasText: 'Listed in notice' })).toBeVisible();
    await context.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Requests are logged (so the check would see a number in them), and the numbers are not there.
    expect(log).toContain('/safety-notices');
    expect(log).not.toContain(typed);
    expect(log.toLowerCase()).not.toContain('sample-119');
  } finally {
    server.kill('SIGKILL');
  }
});

test('a draft is rejected with a reason by a colleague, corrected by its author from a prefilled form, and a draft withdrawn', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const rejected = `E2E-FSN-R-${run}`;
  await signInAs(page, author.email, '/admin/safety-notices/new');
  const form = page.getByRole('form', { name: 'New safety notice' });
  await fillNoticeDraft(form, {
    reference: rejected,
    date: '2026-02-03',
    title: `Rejected notice ${run}`,
    summary: 'A notice the end-to-end suite rejects.',
    countries: ['France'],
    device: 'ww/perceval',
    lots: 'serial R100 to R199',
  });
  // A fourth device row, added without losing anything typed; focus lands in it.
  await form.getByRole('button', { name: 'Add another device' }).click();
  const fourth = form.getByRole('group', { name: 'Device 4 (optional)' });
  await expect(fourth.getByLabel('Device', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Reference')).toHaveValue(rejected);
  await fourth.getByLabel('Device', { exact: true }).selectOption('ww/solo-smart');
  await fourth.getByLabel('Affected lots or serial numbers').fill('serial R500');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft was saved' })).toBeVisible();
  const draftUrl = page.url().replace(/\?.*$/, '');
  await expect(page.getByText(/Solo Smart.*R500/)).toBeVisible();

  // A colleague rejects it: a reason is required, and nothing changes without one.
  const other = await browser.newContext({ baseURL });
  const reviewerPage = await other.newPage();
  await signInAs(reviewerPage, approver.email, '/admin');
  await reviewerPage.goto(draftUrl);
  await withReason(reviewerPage, 'Reject the draft', 'The draft was rejected', (region) =>
    region.getByLabel('Reason for rejecting').fill('Serial R500 is not affected (test).'),
  );
  await other.close();

  // Its author sees why, and corrects it in a new draft that starts from its values.
  await page.goto(draftUrl);
  await expect(page.getByText('reason: Serial R500 is not affected (test).')).toBeVisible();
  await page.getByRole('link', { name: `Correct ${rejected} in a new draft` }).click();
  const correction = page.getByRole('form', { name: `Correct ${rejected}` });
  await expect(correction.getByLabel('Reference')).toHaveValue(rejected);
  await expect(
    correction.getByRole('group', { name: 'Countries' }).getByLabel('France', { exact: true }),
  ).toBeChecked();
  const rows = correction.getByLabel('Affected lots or serial numbers');
  await expect(rows.nth(0)).not.toHaveValue('');
  await expect(rows.nth(1)).not.toHaveValue('');
  // Rows come back in any order: empty the Solo Smart row (its device and its numbers) by its id.
  const soloSelect = correction.locator('select:has(option:checked[value="ww/solo-smart"])');
  const row = (await soloSelect.getAttribute('id'))!.replace('notice-device_', '');
  await soloSelect.selectOption('');
  await correction.locator(`#notice-ranges_${row}`).fill('');
  await correction.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft was saved' })).toBeVisible();
  await expect(page.getByText(/the rejected draft/)).toBeVisible();
  await expect(page.getByText(/R500/)).toHaveCount(0);

  // Its author withdraws the corrected draft: a box to tick first.
  await withReason(page, 'Withdraw the draft', 'The draft was withdrawn', (region) =>
    region.getByLabel(/Withdraw this draft/).check(),
  );
  await page.goto('/safety-notices');
  await expect(page.locator(`#notice-${rejected}`)).toHaveCount(0);
});
