import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn, staffAdd } from './staff-session';

/**
 * Back-office forms without JavaScript (the browser posts them itself, and the page comes back rendered from the
 * action's answer): a refused save shows what was typed again, and says that a chosen file must be chosen again
 * (a browser cannot keep one). Issue 33.
 */
test.describe.configure({ timeout: 120_000 });

const run = randomBytes(4).toString('hex');
const editor = `nojs-editor-${run}@example.com`;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeAll(() => {
  staffAdd(editor, 'Nina Editor', 'editor');
});

test('a refused news save keeps every value and names the picture to choose again', async ({ browser, page }) => {
  // Signed in with scripts on (the sign-in is not under test here), then the form is used with them off.
  const withScripts = await browser.newContext({ javaScriptEnabled: true });
  const signInPage = await withScripts.newPage();
  await signIn(signInPage, editor, '/admin/news');
  await expect(signInPage).toHaveURL(/\/admin\/news$/);
  await page.context().addCookies(await withScripts.cookies());
  await withScripts.close();

  await page.goto('/admin/news/new');
  await page.getByLabel('Title').fill(`Without scripts ${run}`);
  await page.getByLabel('Address (slug)').fill(`without-scripts-${run}`);
  await page.getByLabel('Summary').fill('A summary typed without scripts.');
  await page.getByLabel('Text (Markdown)').fill('Some text.');
  await page
    .getByLabel('Picture', { exact: true })
    .setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save as draft' }).click();

  await expect(page.locator('#news-image_alt-error')).toContainText('Describe the image');
  await expect(page.getByLabel('Title')).toHaveValue(`Without scripts ${run}`);
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`without-scripts-${run}`);
  await expect(page.getByLabel('Summary')).toHaveValue('A summary typed without scripts.');
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue('Some text.');
  await expect(page.getByText('You had chosen stand.png')).toBeVisible();
});
