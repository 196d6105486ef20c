import { randomBytes } from 'node:crypto';
import { expect, fillFields, test } from './fixtures';
import { backdate, expectedDueOn, insertPublishedIfu, storedRequest } from './paper-copy-helpers';
import { signInAs, staffAdd } from './staff-session';

/**
 * A paper copy of an IFU asked for without JavaScript (Regulation (EU) 2021/2226 Art. 5(3)): the form posts to its
 * server action, a refused post comes back with messages under the fields and every value kept, a stored one with
 * the reference and the due date; customer service then find it in their queue, due in seven calendar days, and
 * overdue once its date has passed.
 */
// One document and one member for the whole file: its tests share them, in order.
test.describe.configure({ mode: 'serial' });

const run = randomBytes(4).toString('hex');
const code = `e2e-ifu-nojs-${run}`;
const agent = { email: `cs-nojs-${run}@example.com`, name: `Cas Service ${run}` };

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

test.beforeAll(() => {
  insertPublishedIfu(code, `Instructions for use, test valve ${run}`);
  staffAdd(agent.email, agent.name, 'customer_service');
});

test('posted without JavaScript, a request reaches the queue due in seven days and becomes overdue', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto(`/eifu/${code}/paper-copy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Instructions for use, test valve ${run}`);
  const form = page.getByRole('form', { name: 'Request a paper copy' });

  // Refused: messages under the fields, a summary, and what was typed is kept.
  await form.getByLabel('First name').fill('Nora');
  await form.getByLabel('Postal address').fill('Via Senza Script 3\n10100 Torino');
  await form.getByRole('button', { name: 'Request the paper copy' }).click();
  await expect(form.getByRole('group', { name: /Please check these fields/ })).toBeVisible();
  await expect(form.getByText('Please enter your last name.').first()).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Nora');
  await expect(form.getByLabel('Postal address')).toHaveValue('Via Senza Script 3\n10100 Torino');

  await fillFields(form, {
    'Last name': 'Senzascript',
    Email: `nora-${run}@example.com`,
    Country: { option: 'Italy' },
    'Number of copies': { option: '3' },
  });
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Request the paper copy' }).click();

  const receipt = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(receipt).toContainText('Thank you. Your request for a paper copy has been received.');
  const reference = (await receipt.textContent())!.match(/CR-[0-9A-F]{10}/)![0];
  const stored = storedRequest(reference)!;
  expect(stored.due_on).toBe(expectedDueOn());

  // Customer service's queue (a browser of their own, with JavaScript).
  const staffContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, agent.email, '/admin/paper-copies');
  await expect(staffPage).toHaveURL(/\/admin\/paper-copies$/);
  const card = staffPage.getByRole('listitem').filter({ hasText: reference });
  // The compact card's first line: what to post, how many, by when.
  await expect(card).toContainText(`3 copies, by ${stored.due_on}.`);
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Via Senza Script 3');

  // Ten days later (the request moved back in the database): overdue, listed first, flagged on the dashboard.
  const dueOn = backdate(stored.lead_id, 10);
  await staffPage.goto('/admin/paper-copies?state=overdue');
  await expect(staffPage.getByRole('listitem').filter({ hasText: reference })).toContainText('Overdue');
  await expect(staffPage.getByRole('listitem').filter({ hasText: reference })).toContainText(`by ${dueOn}.`);
  await staffPage.goto('/admin');
  await expect(staffPage.getByRole('alert').filter({ hasText: /paper cop(y is|ies are) overdue/ })).toBeVisible();
  await staffContext.close();
});

test('a code that is not a published IFU answers 404', async ({ page }) => {
  const response = await page.goto(`/eifu/NO-SUCH-${run}/paper-copy`);
  expect(response?.status()).toBe(404);
});
