import { randomBytes } from 'node:crypto';
import { expectNoAxeViolations } from './axe';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectRefused, signInAs, signInFirstTime, staffAdd } from './staff-session';

/**
 * GDPR tools and the mail outbox, end to end: a visitor submits the public forms through the API; the privacy
 * officer finds, exports and erases them, sets the retention and reads the outbox; an admin resends a message;
 * a sales member is refused both pages.
 */
test.describe.configure({ mode: 'serial' });

const run = randomBytes(4).toString('hex');
const officer = { email: `privacy-${run}@example.com`, name: 'Pat Privacy', secret: '' };
const admin = { email: `admin-privacy-${run}@example.com`, name: 'Ada Admin', secret: '' };
const sales = { email: `sales-privacy-${run}@example.com`, name: 'Sam Sales' };
// Typed with capitals: the tools match addresses whatever their case.
const person = `Lena.Erase-${run}@Example.com`;
const other = `keep-${run}@example.com`;
const ip = () => `198.51.100.${1 + (randomBytes(1)[0]! % 250)}`;

async function submitContact(request: APIRequestContext, email: string, firstName: string) {
  const response = await request.post('/api/forms/contact', {
    headers: { 'X-Forwarded-For': ip() },
    data: {
      firstName,
      lastName: 'Visitor',
      email,
      country: 'Italy',
      organisation: `${firstName} Clinic`,
      topic: 'privacy',
      message: `Message from ${firstName}.`,
      privacyConsent: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  // Three CLI runs (each a TypeScript start-up and a password hash) on a shared machine.
  test.setTimeout(120_000);
  officer.secret = staffAdd(officer.email, officer.name, 'privacy_officer');
  admin.secret = staffAdd(admin.email, admin.name, 'admin');
  staffAdd(sales.email, sales.name, 'sales');
  await submitContact(request, person, 'Lena');
  const brochure = await request.post('/api/users/brochure-request', {
    headers: { 'X-Forwarded-For': ip() },
    data: {
      first_name: 'Lena',
      last_name: 'Visitor',
      email: person,
      country: 'Italy',
      hospital: 'Ospedale Lena',
      broucher: 'solo-smart',
    },
  });
  expect(brochure.ok(), await brochure.text()).toBe(true);
  await submitContact(request, other, 'Otto');
});

/** The id under which the build registered a server action (the browser sends it in the Next-Action header). */
function serverActionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync('.next-e2e/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === filename && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`No server action ${exportedName} in ${filename}`);
  return found[0];
}

/**
 * The resend action called as the page's script calls it: React's encoding of one FormData argument (the
 * admin test below checks the encoding by getting the real outcome back).
 */
function postResend(request: APIRequestContext, messageUrl: string) {
  // In this order: the argument's fields, then the root that refers to them.
  const body = new FormData();
  body.append('_1_id', new URL(messageUrl).searchParams.get('id')!);
  body.append('0', '["$K1"]');
  return request.post(messageUrl, {
    multipart: body,
    headers: {
      'Next-Action': serverActionId('app/admin/(console)/outbox/actions.ts', 'resendAction'),
      Accept: 'text/x-component',
      Origin: new URL(messageUrl).origin,
    },
    maxRedirects: 0,
  });
}

test('the privacy officer finds, exports and erases a person, sets the retention and reads the outbox', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFirstTime(page, officer.email, officer.secret);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await menu.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  await expectNoAxeViolations(page);

  // Bad input: a clear message, nothing searched.
  const address = page.getByLabel('E-mail address of the person');
  await address.fill('not an address');
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(page.getByText('Enter a valid e-mail address, for example name@example.com.')).toBeVisible();

  await address.fill(person.toUpperCase());
  await page.getByRole('button', { name: 'Find records' }).click();
  const results = page.getByRole('region', { name: `Records about ${person.toLowerCase()}` });
  await expect(results.getByRole('status').first()).toHaveText(/^\d+ records found\.$/);
  const countOf = (kind: string) =>
    results
      .getByRole('row', { name: new RegExp(`^${kind}`) })
      .getByRole('cell')
      .first();
  await expect(countOf('Form submissions')).toHaveText('2');
  await expect(countOf('Brochure requests')).toHaveText('1');
  expect(Number(await countOf('E-mails sent to or about').textContent())).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);

  // One JSON file, downloaded, with the person's rows and nobody else's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: 'Download everything as JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-[0-9a-f]{12}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.subject_email).toBe(person.toLowerCase());
  expect(
    exported.tables.leads.map((lead: { first_name: string; form: string }) => `${lead.form}:${lead.first_name}`).sort(),
  ).toEqual(['brochure:Lena', 'contact:Lena']);
  expect(exported.tables.brochure_requests[0].hospital).toBe('Ospedale Lena');
  expect(exported.tables.brochure_requests[0]).not.toHaveProperty('download_token_hash');
  expect(JSON.stringify(exported)).not.toContain(other);
  // The same download, read for its headers: an attachment nobody may cache.
  const headers = (
    await page.request.post('/api/admin/privacy/export', {
      form: { email: person },
      headers: { Origin: new URL(page.url()).origin },
    })
  ).headers();
  expect(headers['content-disposition']).toMatch(/^attachment; filename="personal-data-/);
  expect(headers['cache-control']).toBe('no-store');
  const bad = await page.request.post('/api/admin/privacy/export', {
    form: { email: 'nobody' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).description).toBe('Enter a valid e-mail address, for example name@example.com.');
  const crossSite = await page.request.post('/api/admin/privacy/export', {
    form: { email: person },
    headers: { Origin: 'https://attacker.example' },
  });
  expect(crossSite.status()).toBe(403);

  // Erasure needs the address typed again; a different one erases nothing.
  const confirmation = results.getByLabel(`Type ${person.toLowerCase()} to confirm`);
  await confirmation.fill(other);
  await results.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(results.getByText('Type the same e-mail address to confirm the erasure.')).toBeVisible();
  await confirmation.fill(person);
  await results.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(results.getByText(/^Erased .*: 2 leads, 1 brochure request,/)).toBeVisible();
  // What is shown is refreshed by the erasure itself: no old counts, export or erase form stay on the page.
  await expect(results.getByText(/^Erased /)).toBeFocused();
  await expect(results.getByText('Nothing is found for this address any more.')).toBeVisible();
  await expect(results.getByRole('table')).toHaveCount(0);
  await expect(results.getByRole('button', { name: 'Download everything as JSON' })).toHaveCount(0);
  await expect(results.getByRole('button', { name: 'Erase permanently' })).toHaveCount(0);
  await expect(results.getByText(/records found/)).toHaveCount(0);

  await address.fill(person);
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(
    page
      .getByRole('region', { name: `Records about ${person.toLowerCase()}` })
      .getByRole('status')
      .first(),
  ).toHaveText('No records found for this address.');

  // The other visitor is still there.
  await address.fill(other);
  await page.getByRole('button', { name: 'Find records' }).click();
  await expect(
    page
      .getByRole('region', { name: `Records about ${other}` })
      .getByRole('status')
      .first(),
  ).toHaveText(/records found/);

  // Retention: bad input refused, a value saved, kept after reload, applied on demand.
  const months = page.getByLabel('Keep leads for (months)');
  await months.fill('999');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(page.getByText('Enter a number of months from 0 to 240.')).toBeVisible();
  await months.fill('24');
  await page.getByRole('button', { name: 'Save retention' }).click();
  await expect(
    page.getByText('Saved: leads are anonymised 24 months after they arrive (checked hourly).'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Apply retention now' }).click();
  await expect(page.getByText(/^Done: 0 leads, .* anonymised; 0 files deleted\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Keep leads for (months)')).toHaveValue('24');

  // The audit log holds the actions under the address's hash, never the address.
  await page.goto('/admin/audit?action=gdpr.erase');
  await expect(page.getByRole('status').first()).toHaveText(/^1 entry/);
  await expect(page.getByText(person.toLowerCase())).toHaveCount(0);

  // Outbox: filter by address, read the message; this role may read but not resend.
  await page.goto('/admin/outbox');
  await expectNoAxeViolations(page);
  await page.getByLabel('Recipient contains').fill(other.toUpperCase());
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`address=${encodeURIComponent(other.toUpperCase())}`));
  await expect(page.getByRole('status').first()).toHaveText('1 message, page 1 of 1.');
  await page.getByRole('link', { name: /We have received your request/ }).click();
  await expect(page).toHaveURL(/\/admin\/outbox\/message\?id=/);
  await expect(page.getByText(other)).toBeVisible();
  await expect(page.getByText(/Thank you for contacting Corcym/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend this message' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nor can the officer resend by posting the action without the button: the server answers 403, sends
  // nothing and records nothing.
  const messageUrl = page.url();
  const forged = await postResend(page.request, messageUrl);
  expect(forged.status()).toBe(403);
  const audit = await page.request.get(`/admin/audit?action=outbox.resend&actor=${encodeURIComponent(officer.email)}`);
  expect(await audit.text()).toContain('No entries match.');
  await page.goBack();
  await expect(page.getByRole('status').first()).toHaveText('1 message, page 1 of 1.');
  await page.getByLabel('Order').selectOption('oldest');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByRole('status').first()).toHaveText('1 message, page 1 of 1.');

  // The erased person's acknowledgement is gone from the outbox search.
  await page.goto(`/admin/outbox?address=${encodeURIComponent(person)}`);
  await expect(page.getByRole('status').first()).toHaveText('No messages match.');
});

test('an admin resends a message through the mail module, and the attempt is audited', async ({ page }) => {
  await signInFirstTime(page, admin.email, admin.secret);
  await page.goto(`/admin/outbox?address=${encodeURIComponent(other)}`);
  await page.getByRole('link', { name: /We have received your request/ }).click();
  await page.getByRole('button', { name: 'Resend this message' }).click();
  // The e2e server has no mail server: the attempt is recorded with that reason.
  await expect(page.getByText('Not delivered: the reason is shown below.')).toBeVisible();
  await expect(page.getByText(/no mail server is configured \(SMTP_URL\)/)).toBeVisible();
  // The same post the officer was refused goes through for an admin (so the refusal was the role's).
  const messageUrl = page.url();
  const posted = await postResend(page.request, messageUrl);
  expect(posted.status()).toBe(200);
  expect(posted.headers()['x-action-redirect']).toMatch(/notice=failed/);
  await page.goto('/admin/audit?action=outbox.resend');
  await expect(page.getByRole('status').first()).toHaveText(/^2 entries/);
});

test('a sales member sees neither section and is refused both pages and the export', async ({ page }) => {
  await signInAs(page, sales.email);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Privacy' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Mail outbox' })).toHaveCount(0);
  await expectRefused(page, '/admin/privacy', 'Privacy');
  await expectRefused(page, '/admin/outbox', 'Mail outbox');
  await expectRefused(page, '/admin/outbox/message?id=00000000-0000-4000-8000-000000000000', 'Mail outbox');
  const refused = await page.request.post('/api/admin/privacy/export', {
    form: { email: other },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-disposition']).toBeUndefined();
});
