import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { totp } from '../totp';
import { isStaffRole, roleRequiresTotp } from '../../lib/server/staff/permissions';

export { totp };

const STEP_MS = 30_000;
const usedSteps = new Map<string, number>();

/**
 * A code the site will accept: the site takes each time step's code once per member (a replayed code is refused),
 * so a spec that signs the same member in again within 30 s uses the authenticator's next code (the site accepts
 * one step ahead), and past that waits for a new step, as a person would. Specs of one member run serially.
 */
export async function freshTotp(secret: string): Promise<string> {
  const now = Date.now();
  const step = Math.max(Math.floor(now / STEP_MS), (usedSteps.get(secret) ?? -1) + 1);
  const waitMs = (step - 1) * STEP_MS - now;
  if (waitMs > 0) {
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs + 500));
  }
  usedSteps.set(secret, step);
  return totp(secret, step * STEP_MS);
}

/**
 * Staff for back-office specs, created the way an operator does (the staff:add CLI against the e2e server's
 * database), and the TOTP codes their authenticator app would show, computed from the secret the CLI prints.
 */
export const STAFF_PASSWORD = 'a long and careful password';

// Members this worker has added, with their secrets. In a fully parallel run a worker can run a file's tests in
// several stretches, between other files' tests, and runs the file's beforeAll again for each: the member is there
// already, and adding it again would fail the test.
const added = new Map<string, { secret: string; role: string }>();

/** `databasePath`: the suite's server's database unless a spec runs a server of its own. */
export function staffAdd(
  email: string,
  name: string,
  role: string,
  databasePath = readFileSync('.next-e2e/e2e-database-path', 'utf8').trim(),
): string {
  const key = `${databasePath}\n${email}`;
  const known = added.get(key);
  if (known) return known.secret;
  const output = execFileSync(
    'node_modules/.bin/tsx',
    [
      '--conditions=react-server',
      'scripts/cli/staff-add.ts',
      '--email',
      email,
      '--password',
      STAFF_PASSWORD,
      '--name',
      name,
      '--role',
      role,
    ],
    {
      env: { ...process.env, DATABASE_PATH: databasePath },
      encoding: 'utf8',
    },
  );
  const secret = output.match(/secret:\s+([A-Z2-7]+)/)?.[1];
  if (!secret) throw new Error(`staff:add printed no secret:\n${output}`);
  added.set(key, { secret, role });
  return secret;
}

export async function signIn(page: Page, email: string, next = '/admin') {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in a member staffAdd created, as a person with the authenticator staff:add gave them would, and ends on
 * `next`: the password, then the code (an authenticator already confirmed) or, the first time, the confirmation on
 * the two-factor page (roles that need one: admin, sales, privacy officer, regulatory, customer service). A role
 * that needs none goes straight on.
 */
export async function signInAs(page: Page, email: string, next = '/admin') {
  await signIn(page, email, next);
  const member = [...added].find(([key]) => key.endsWith(`\n${email}`))?.[1];
  if (member && isStaffRole(member.role) && roleRequiresTotp(member.role)) {
    await expect(page).toHaveURL(/\/admin\/(two-factor|login\/verify)(\?.*)?$/);
    if (new URL(page.url()).pathname === '/admin/two-factor') {
      const confirm = page.getByRole('region', { name: 'Confirm the authenticator you were given' });
      await confirm.getByLabel('6-digit code').fill(await freshTotp(member.secret));
      await confirm.getByRole('button', { name: 'Confirm authenticator' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      if (next !== '/admin') await page.goto(next);
    } else {
      await page.getByLabel('6-digit code').fill(await freshTotp(member.secret));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
    }
  }
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`));
}

/** First sign-in of a role that needs TOTP: the CLI's secret is confirmed on the two-factor page. */
export async function signInFirstTime(page: Page, email: string, secret: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  const confirm = page.getByRole('region', { name: 'Confirm the authenticator you were given' });
  await confirm.getByLabel('6-digit code').fill(await freshTotp(secret));
  await confirm.getByRole('button', { name: 'Confirm authenticator' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * A signed-in member opens a page their role may not use: that address itself answers 403 (no redirect), with
 * the back-office menu and a sentence naming the section refused.
 */
export async function expectRefused(page: Page, path: string, section: string | RegExp) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(403);
  // A refused back-office page is a personal page like the others: streamed with its own nonce, error page included
  // (server/host/streamed-pages.mjs).
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'self'/);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to that page');
  await expect(page.getByText(/does not include/)).toContainText(section);
  await expect(page.getByText(/ask an administrator to change your role/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
}
