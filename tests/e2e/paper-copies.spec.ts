import { randomBytes } from 'node:crypto';
import { expect, fillFields, test } from './fixtures';
import { expectAccessible } from './axe';
import { backdate, expectedDueOn, insertPublishedIfu, storedRequest } from './paper-copy-helpers';
import { signInAs, staffAdd } from './staff-session';

/**
 * The paper copy of an IFU with JavaScript, and customer service's queue: the request's receipt, the queue with its
 * due date, overdue first once the date has passed, and "mark as sent" with the member who did it. Pages pass axe
 * at 320, 390 and 1280 px without sideways scrolling.
 */
test.describe.configure({ mode: 'serial' });

const run = randomBytes(4).toString('hex');
const code = `e2e-ifu-${run}`;
const agent = { email: `cs-${run}@example.com`, name: `Cleo Service ${run}` };
const sales = { email: `cs-sales-${run}@example.com`, name: `Sam Sales ${run}` };

test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 200) + 20}` } });

let reference = '';

test.beforeAll(() => {
  insertPublishedIfu(code, `Instructions for use, test ring ${run}`);
  staffAdd(agent.email, agent.name, 'customer_service');
  staffAdd(sales.email, sales.name, 'sales');
});

test('a visitor asks for a paper copy and gets the reference and the due date', async ({ page }) => {
  // Axe at three widths on a shared, loaded host.
  test.setTimeout(90_000);
  await page.goto(`/eifu/${code}/paper-copy`);
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Request a paper copy' });
  await fillFields(form, {
    'First name': 'Ida',
    'Last name': `Carta${run}`,
    Email: `ida-${run}@example.com`,
    'Postal address': 'Via delle Prove 7\n20121 Milano',
    Country: { option: 'Italy' },
  });
  await form.getByRole('checkbox', { name: /privacy policy/ }).check();
  await form.getByRole('button', { name: 'Request the paper copy' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'Your reference is' });
  await expect(receipt).toBeFocused();
  await expect(receipt).toContainText('at the latest');
  reference = (await receipt.textContent())!.match(/CR-[0-9A-F]{10}/)![0];
  expect(storedRequest(reference)!.due_on).toBe(expectedDueOn());
});

test('customer service see it, overdue first once its date passed, and mark it as sent', async ({ page }) => {
  test.setTimeout(120_000);
  const stored = storedRequest(reference)!;
  backdate(stored.lead_id, 9);
  await signInAs(page, agent.email, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('alert').filter({ hasText: /overdue/ })).toBeVisible();
  // The dashboard also says how many wait and the next due date (the oldest: this one, overdue).
  await expect(page.getByText(/^Paper copies: \d+ open requests?, next due by \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await page.getByRole('link', { name: 'Show the overdue requests' }).click();
  await expect(page).toHaveURL(/\/admin\/paper-copies\?state=overdue$/);
  const card = page.getByRole('listitem').filter({ hasText: reference });
  await expect(card).toContainText('Overdue');
  // The card says exactly what to post: the IFU, its revision when asked for, the language.
  await expect(card.getByRole('heading')).toContainText(`${reference}: IFU ${code}, revision A, English`);
  // Overdue requests come first.
  await page.goto('/admin/paper-copies');
  await expect(page.locator('li[id^="request-"]').first()).toContainText('Overdue');
  await expectAccessible(page);

  await page.goto('/admin/paper-copies?state=overdue');
  await card.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'marked as sent' })).toHaveText(
    'The request was marked as sent.',
  );
  await page.goto('/admin/paper-copies?state=sent');
  await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText(`marked by ${agent.name}`);
  expect(storedRequest(reference)!.sent_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a member without the customer-service right is refused the queue', async ({ page }) => {
  await signInAs(page, sales.email, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  const response = await page.goto('/admin/paper-copies');
  expect(response?.status()).toBe(403);
});
