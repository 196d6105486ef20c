import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { recordCspViolations } from './fixtures';
import { expectRefused, signInAs, staffAdd } from './staff-session';

/**
 * The leads inbox, end to end: leads come in through the public form APIs, a sales member (created with the
 * staff:add CLI, as an operator would) finds, handles and exports them; an editor is kept out.
 */
test.describe.configure({ mode: 'serial' });

const run = randomBytes(4).toString('hex');
const sales = { email: `inbox-sales-${run}@example.com`, name: `Sasha Sales ${run}` };
const editor = { email: `inbox-editor-${run}@example.com`, name: `Eli Editor ${run}` };
const family = `Inbox${run}`;

/** Signs in (with the authenticator's code for sales, who need one) and lands on `next`. */
const signIn = (page: Page, email: string, next = '/admin') => signInAs(page, email, next);

/** A visitor's submission; each from its own address so the per-address form limit does not interfere. */
async function submit(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, {
    data,
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.beforeAll(() => {
  staffAdd(sales.email, sales.name, 'sales');
  staffAdd(editor.email, editor.name, 'editor');
});

test('leads sent through the public forms reach the inbox', async ({ request }) => {
  const person = { lastName: family, email: `alma-${run}@example.com`, country: 'Italy', privacyConsent: true };
  await submit(request, '/api/forms/contact', {
    ...person,
    firstName: 'Alma',
    topic: 'partnering',
    organisation: 'Ospedale Test',
    message: `Partnering on zebra${run} studies`,
  });
  await submit(request, '/api/forms/contact', {
    ...person,
    firstName: 'Bruno',
    email: `bruno-${run}@example.com`,
    topic: 'general',
    message: `=1+1 and a "quoted" word`,
  });
  await submit(request, '/api/users/brochure-request', {
    first_name: 'Carla',
    last_name: family,
    email: `carla-${run}@example.com`,
    country: 'France',
    hospital: 'Hôpital Test',
    broucher: 'solo-smart',
  });
});

test('a sales member filters, opens, handles and exports leads', async ({ page }) => {
  // One long journey with axe at three widths on two pages.
  test.setTimeout(180_000);
  await signIn(page, sales.email);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await menu.getByRole('link', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expectAccessible(page);

  // Search by word: all three of this run's leads.
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Search').fill(family.toLowerCase());
  await filters.getByRole('button', { name: 'Show leads' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${family.toLowerCase()}`));
  await expect(page.getByRole('status')).toHaveText(/^3 leads, page 1 of 1\.$/);

  // Topics read as the form's labels, in the table and the filter (issue 33: raw codes such as `general`).
  await expect(page.getByRole('row', { name: new RegExp(`Bruno ${family}`) })).toContainText('General enquiry');
  await expect(page.getByRole('row', { name: new RegExp(`Alma ${family}`) })).toContainText('Partnering');
  await expect(filters.getByLabel('Topic').locator('option', { hasText: 'General enquiry' })).toHaveCount(1);
  // At 1280 px no word in the table is broken across two lines.
  await page.setViewportSize({ width: 1280, height: 900 });
  const brokenWords = await page.locator('table').evaluate((table) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // E-mail addresses may break where they must; they are not words.
      for (const match of text.matchAll(/\S+/g)) {
        if (match[0].includes('@')) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
  expect(brokenWords, `words broken across lines: ${brokenWords.join(', ')}`).toEqual([]);

  // One form only: the brochure request drops out; the search stays in the URL.
  await page.getByRole('navigation', { name: 'Forms' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/form=contact/);
  await expect(page).toHaveURL(new RegExp(`q=${family.toLowerCase()}`));
  await expect(page.getByRole('status')).toHaveText(/^2 leads/);
  await expect(page.getByRole('cell', { name: `Carla ${family}` })).toHaveCount(0);

  // A word from one message finds that lead only.
  await page.goto(`/admin/leads?q=zebra${run}`);
  await expect(page.getByRole('status')).toHaveText(/^1 lead,/);

  // Export the two contact leads: a CSV with BOM, header and exactly the filtered rows.
  await page.goto(`/admin/leads?form=contact&q=${family.toLowerCase()}&sort=name&dir=asc`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export these 2 as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  const records = csv.trimEnd().split('\r\n');
  expect(records[0]).toMatch(/^Reference,Received \(UTC\),Form,Topic,Status,First name,Last name,Email/);
  // Each detail has its own column, not one cell of raw JSON.
  expect(records[0]).toContain(',Marketing consent,Privacy consent,');
  expect(records[0]).not.toContain(',Details,');
  expect(csv).not.toContain('{""');
  expect(records).toHaveLength(3);
  expect(records[1]).toContain(',Alma,');
  expect(records[2]).toContain(',Bruno,');
  // The formula-looking message is exported as text.
  expect(records[2]).toContain(`"'=1+1 and a ""quoted"" word"`);
  expect(csv).not.toContain('Carla');

  // Open Alma's lead.
  await page
    .getByRole('row', { name: new RegExp(`Alma ${family}`) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^Lead CR-[0-9A-F]{10}: Alma ${family}$`),
  );
  await expect(page.getByText(`Partnering on zebra${run} studies`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Submission' })).toContainText('Partnering');
  await expect(page.getByRole('region', { name: 'Submission' })).not.toContainText('partnering');
  // The way back keeps the list's filter.
  await expect(page.getByRole('link', { name: 'Back to the leads list (same filter)' })).toHaveAttribute(
    'href',
    new RegExp(`form=contact.*q=${family.toLowerCase()}`),
  );
  await expect(page.getByText('Ospedale Test')).toBeVisible();

  // Status.
  await page.getByLabel('Status').selectOption({ label: 'In progress' });
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status')).toHaveText('The status was changed.');
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');

  // A note: an empty one is refused with a message, then a real one is listed with its author.
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('Please write a note before adding it.');
  await page.getByLabel(/^New note/).fill('Called back; meeting next week.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status')).toHaveText('Your note was added.');
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText(sales.name);
  await expect(notes.getByRole('listitem')).toContainText('Called back; meeting next week.');

  // Assignment to a member from the active staff list.
  await page.getByLabel('Assigned to').selectOption({ label: `${sales.name} (${sales.email})` });
  await page.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByRole('status')).toHaveText('The lead was assigned.');
  await expect(page.getByRole('region', { name: 'Submission' })).toContainText(sales.name);
  await expectAccessible(page);

  // The list shows the new status and the assignee, and filters by status.
  await page.goto(`/admin/leads?status=in_progress&q=${family.toLowerCase()}`);
  await expect(page.getByRole('status')).toHaveText(/^1 lead,/);
  await expect(page.getByRole('row', { name: new RegExp(`Alma ${family}.*In progress.*${sales.name}`) })).toBeVisible();

  // A hand-edited query is ignored rather than failing; an unknown lead is a 404, not an error page.
  const edited = await page.goto('/admin/leads?form=%3Cscript%3E&page=abc&from=yesterday&sort=drop');
  expect(edited?.status()).toBe(200);
  await expect(page.getByRole('status')).toHaveText(/^\d+ leads?, page 1 of \d+\.$/);
  const missing = await page.goto('/admin/leads/00000000-0000-4000-8000-000000000000');
  expect(missing?.status()).toBe(404);
});

test('an editor has no Leads menu entry, gets the forbidden page, and cannot export', async ({ page }) => {
  await signIn(page, editor.email);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' })).toHaveCount(
    0,
  );
  const cspViolations = recordCspViolations(page);
  await expectRefused(page, '/admin/leads', 'Leads');
  expect(await cspViolations()).toEqual([]);
  const exported = await page.request.get('/api/admin/leads/export');
  expect(exported.status()).toBe(403);
  expect(await exported.text()).not.toContain(family);
  await expectAccessible(page);
});
