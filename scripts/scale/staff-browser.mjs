/**
 * A staff member working in the back office of one instance, in a real browser (the system Chromium, as the
 * Playwright suite uses): how `npm run test:scale` publishes news and reads the leads inbox.
 */
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';

const PASSWORD = 'a long scale-test staff passphrase';

function systemChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

/** Creates a staff member with the CLI (roles without a TOTP requirement only) and returns a signed-in page. */
export async function staffPage(context, role, baseUrl) {
  const email = `scale.${role}.${Date.now()}@example.com`;
  execFileSync(
    process.execPath,
    [
      'node_modules/.bin/tsx',
      '--conditions=react-server',
      'scripts/cli/staff-add.ts',
      '--email',
      email,
      '--password',
      PASSWORD,
      '--name',
      `Scale ${role}`,
      '--role',
      role,
    ],
    { env: context.env, stdio: 'ignore' },
  );
  const browser = await chromium.launch({
    executablePath: systemChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context.browsers = [...(context.browsers ?? []), browser];
  const page = await browser.newPage({ baseURL: baseUrl });
  await page.goto('/admin/login?next=%2Fadmin');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
  return page;
}

/** Writes and publishes a news item in the back office; returns its title and public address. */
export async function publishNews(page, title) {
  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('A short item written by the scale test.');
  await page.getByLabel('Text (Markdown)').fill('Published through one instance, read through the other.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(/\/admin\/news\/\d+\?notice=created$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('heading', { name: 'Status: Published' }).waitFor();
  return { title, path: `/news-detail/${id}` };
}
