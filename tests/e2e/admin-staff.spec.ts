import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectRefused, freshTotp, signIn, staffAdd, STAFF_PASSWORD } from './staff-session';
import { totp } from '../totp';

/**
 * The back office's staff sign-in and permissions, end to end. Staff are created the way an operator creates
 * the first admin: the staff:add CLI, run against the database the e2e server uses (it writes its path to
 * .next-e2e/e2e-database-path). No test-only route exists in the app. TOTP codes are computed here from the
 * secret the CLI prints.
 */
// Journeys with several sign-ins, CLI runs and axe passes at three widths: about 60 s on one two-core CI host and
// over 90 s on a slower one (an axe pass there takes 10-14 s).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const run = randomBytes(4).toString('hex');
const admin = { email: `admin-${run}@example.com`, name: 'Ada Admin', secret: '' };
const editor = { email: `editor-${run}@example.com`, name: 'Eddie Editor', secret: '' };

test.beforeAll(() => {
  admin.secret = staffAdd(admin.email, admin.name, 'admin');
  editor.secret = staffAdd(editor.email, editor.name, 'editor');
});

test('a back-office page without a staff session goes to the staff sign-in, which is not indexable', async ({
  page,
}) => {
  const response = await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  // The public site's shell is not here.
  await expect(page.locator('header nav[aria-label="Main"], [role="dialog"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(admin.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toHaveText('The email or password is not correct.');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('an admin whose authenticator is not verified reaches no admin page until it is', async ({ page }) => {
  await signIn(page, admin.email);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  for (const path of ['/admin', '/admin/staff', '/admin/audit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/two-factor$/);
  }
  // No menu to anywhere before the second factor.
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await expectAccessible(page);

  const confirm = page.getByRole('region', { name: 'Confirm the authenticator you were given' });
  await confirm.getByLabel('6-digit code').fill('000000' === totp(admin.secret) ? '111111' : '000000');
  await confirm.getByRole('button', { name: 'Confirm authenticator' }).click();
  await expect(confirm.getByRole('status')).toContainText('That code is not correct');

  await confirm.getByLabel('6-digit code').fill(await freshTotp(admin.secret));
  await confirm.getByRole('button', { name: 'Confirm authenticator' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
});

test('an admin signs in with password and code, and sees Staff and Audit', async ({ page }) => {
  await signIn(page, admin.email, '/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\/verify/);
  await expectAccessible(page);

  const wrong = String((Number(totp(admin.secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByLabel('6-digit code').fill(wrong);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('status')).toContainText('That code is not correct');

  await page.getByLabel('6-digit code').fill(await freshTotp(admin.secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);

  // The session cookie: host-only, Secure, httpOnly, not sent on cross-site requests; the learner cookie is apart.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === '__Host-staff.session_token');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  expect(cookies.some((cookie) => cookie.name.includes('session') && !cookie.name.startsWith('__Host-staff.'))).toBe(
    false,
  );

  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Staff' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: editor.email }).getByRole('heading', { level: 3, name: editor.name }),
  ).toBeVisible();
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByText(admin.email).first()).toBeVisible();
  await expectAccessible(page);

  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expectAccessible(page);
});

test('an admin creates a member and the change is in the audit log', async ({ page }) => {
  await signIn(page, admin.email, '/admin/staff');
  await page.getByLabel('6-digit code').fill(await freshTotp(admin.secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);

  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByRole('button', { name: 'Create staff member' }).click();
  await expect(form.getByText('Nobody was added. Please correct the fields marked above.')).toBeVisible();
  // Focus goes to the first field in error, where the member acts next.
  await expect(form.getByLabel('Email address')).toBeFocused();

  // A refusal keeps what was typed (issue 33: a short password emptied e-mail and name and reset the role).
  const email = `sales-${run}@example.com`;
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Full name').fill('Sam Sales');
  await form.getByLabel('Role').selectOption('sales');
  await form.getByLabel('First password').fill('short');
  await form.getByRole('button', { name: 'Create staff member' }).click();
  await expect(form.getByText('Nobody was added. Please correct the field marked above.')).toBeVisible();
  await expect(form.getByLabel('First password')).toBeFocused();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('Full name')).toHaveValue('Sam Sales');
  await expect(form.getByLabel('Role')).toHaveValue('sales');
  await form.getByLabel('First password').fill(STAFF_PASSWORD);
  await form.getByRole('button', { name: 'Create staff member' }).click();
  await expect(form.getByRole('status')).toContainText(`${email} can now sign in`);

  await page.goto(`/admin/audit?actor=${encodeURIComponent(admin.email)}&action=staff.create`);
  await expect(page.getByRole('status').first()).toHaveText(/^1 entry/);
});

test('a deactivated member is signed out at once and cannot sign in; sign-out ends the session', async ({
  browser,
  page,
}) => {
  const email = `sales-${run}@example.com`;
  // The sales member signs in in a browser of their own.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signIn(sales, email);
  // Sales need an authenticator: the new member is signed in and sent to set one up (a session all the same).
  await expect(sales).toHaveURL(/\/admin\/two-factor$/);

  await signIn(page, admin.email, '/admin/staff');
  await page.getByLabel('6-digit code').fill(await freshTotp(admin.secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  // Other specs create members with the same name in the shared database: find this one by its address.
  const member = page.getByRole('listitem').filter({ hasText: email });
  // Deactivating needs its confirmation box, checked on the server too: a form sent without it changes nothing.
  await member
    .getByRole('checkbox', { name: /Yes, deactivate Sam Sales/ })
    .evaluate((box) => box.removeAttribute('required'));
  await member.getByRole('button', { name: 'Deactivate Sam Sales' }).click();
  await expect(page.getByRole('status').first()).toHaveText(/Nothing was changed: tick the box/);
  await expect(member.getByRole('button', { name: 'Deactivate Sam Sales' })).toBeVisible();
  await member.getByRole('checkbox', { name: /Yes, deactivate Sam Sales/ }).check();
  await member.getByRole('button', { name: 'Deactivate Sam Sales' }).click();
  await expect(page.getByRole('status').first()).toHaveText('The member was deactivated and signed out everywhere.');
  await expect(
    page.getByRole('listitem').filter({ hasText: email }).getByRole('button', { name: 'Reactivate Sam Sales' }),
  ).toBeVisible();

  await sales.reload();
  await expect(sales).toHaveURL(/\/admin\/login/);
  await signIn(sales, email);
  await expect(sales.getByRole('status')).toHaveText('The email or password is not correct.');
  await salesContext.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
});

test('an editor sees neither Staff nor Audit and gets the 403 page for both', async ({ page }) => {
  await signIn(page, editor.email);
  // TOTP is optional for editors: no second step until they set one up.
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expectAccessible(page);
  await expectRefused(page, '/admin/staff', 'Staff');
  await expectRefused(page, '/admin/audit', 'Audit log');
  await expectAccessible(page);
});

test('the sign-in never sends the browser to another site', async ({ page }) => {
  await signIn(page, editor.email, '//evil.example/admin');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/admin$/);
});
