/**
 * A staff member working in the back office of one instance, in a real browser (the system Chromium, as the
 * Playwright suite uses): how `npm run test:scale` publishes news and reads the leads inbox.
 */
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
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

/**
 * The code an authenticator app shows for a base32 secret now (RFC 6238: SHA-1, 6 digits, 30 s), for roles that
 * must confirm an authenticator at their first sign-in (sales reads the leads inbox).
 * @param {string} secret
 */
function totp(secret) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Creates a staff member with the CLI and returns a page signed in as them (confirming TOTP where the role needs it). */
export async function staffPage(context, role, baseUrl) {
  const email = `scale.${role}.${Date.now()}@example.com`;
  const printed = execFileSync(
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
    { env: context.env, encoding: 'utf8' },
  );
  const secret = /secret:\s+([A-Z2-7]+)/.exec(printed)?.[1];
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
  await page.waitForURL(/\/admin(?:\/two-factor)?$/);
  // A role that needs an authenticator is sent to /admin/two-factor by the server's guard (asked again here, as
  // the sign-in may have landed on /admin an instant before that redirect).
  await page.goto('/admin');
  if (new URL(page.url()).pathname === '/admin/two-factor') {
    if (!secret) throw new Error(`staff:add printed no TOTP secret for the ${role} member`);
    const confirm = page.getByRole('region', { name: 'Confirm the authenticator you were given' });
    await confirm.getByLabel('6-digit code').fill(totp(secret));
    await confirm.getByRole('button', { name: 'Confirm authenticator' }).click();
    await page.waitForURL(/\/admin$/);
  }
  return page;
}

/**
 * Writes and publishes a news item (or, with `type` 'press', a press release) in the back office; returns its title
 * and public address.
 */
export async function publishNews(page, title, type = 'news') {
  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Type').selectOption(type);
  await page.getByLabel('Summary').fill('A short item written by the scale test.');
  await page.getByLabel('Text (Markdown)').fill('Published through one instance, read through the other.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await page.waitForURL(/\/admin\/news\/\d+\?notice=created$/);
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('heading', { name: 'Status: Published' }).waitFor();
  return { title, path: `/${type === 'press' ? 'press' : 'news'}-detail/${id}` };
}
