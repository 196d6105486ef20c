import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { violations } from './axe';
import { signInAs, staffAdd } from './staff-session';

/**
 * A back-office page a role may not use (403), or a record that does not exist (404), is a page of the back office
 * as the server sends it: the shell (`lang="en"`, the role's menu, sign-out) and a message saying what happened,
 * in the HTML itself, not only once scripts have run (issue 33: these were blank white pages on the production
 * server). Each case is checked in the HTML as served and in the browser.
 */
test.describe.configure({ timeout: 120_000 });

const run = randomBytes(4).toString('hex');
const members = {
  editor: `refused-editor-${run}@example.com`,
  sales: `refused-sales-${run}@example.com`,
  academy_manager: `refused-academy-${run}@example.com`,
};

test.beforeAll(() => {
  staffAdd(members.editor, 'Edna Editor', 'editor');
  staffAdd(members.sales, 'Sal Sales', 'sales');
  staffAdd(members.academy_manager, 'Ada Academy', 'academy_manager');
});

const cases = [
  {
    role: 'editor',
    path: '/admin/staff',
    status: 403,
    heading: 'You do not have access to that page',
    menu: 'News and press',
  },
  { role: 'sales', path: '/admin/news', status: 403, heading: 'You do not have access to that page', menu: 'Leads' },
  {
    role: 'academy_manager',
    path: '/admin/leads',
    status: 403,
    heading: 'You do not have access to that page',
    menu: 'Academy',
  },
  {
    role: 'editor',
    path: '/admin/news/99999',
    status: 404,
    heading: 'That page or record does not exist',
    menu: 'News and press',
  },
] as const;

async function expectShell(page: Page, heading: string, menu: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: menu })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

for (const { role, path, status, heading, menu } of cases) {
  test(`${role} opening ${path}: ${status} inside the back office, with its menu and sign-out`, async ({ page }) => {
    await signInAs(page, members[role], '/admin');
    await expect(page).toHaveURL(/\/admin$/);

    // The HTML as the server sends it, before any script: the message, the menu and sign-out are in it.
    const served = await page.request.get(path);
    expect(served.status()).toBe(status);
    const html = await served.text();
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain(heading);
    expect(html).toContain('aria-label="Back office"');
    expect(html).toContain(`>${menu}</a>`);
    expect(html).toContain('Sign out');

    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expectShell(page, heading, menu);
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();

    // The same page with scripts off, as a browser that has not run them yet shows it.
    const context = await page
      .context()
      .browser()!
      .newContext({
        javaScriptEnabled: false,
        storageState: await page.context().storageState(),
      });
    const noScript = await context.newPage();
    const plain = await noScript.goto(path);
    expect(plain?.status()).toBe(status);
    await expectShell(noScript, heading, menu);
    await context.close();

    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await violations(page), `axe at ${width} px`).toEqual([]);
      // On phones the header is one compact bar (issue 33: it took 285 px).
      if (width < 768) expect((await page.locator('header').boundingBox())?.height).toBeLessThan(140);
      await page.screenshot({ path: test.info().outputPath(`${role}-${status}-${width}.png`), fullPage: true });
    }
  });
}
