import { routes } from '../../lib/routes';
import { violations } from './axe';
import { expect, test } from './fixtures';

test.describe('axe sweep (WCAG 2.2 A/AA) over the route registry', () => {
  for (const route of routes.filter((entry) => entry.access === 'public')) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path);
      expect(await violations(page)).toEqual([]);
    });
  }
});

test.describe('axe on the shell in its open states', () => {
  test.use({ consent: null });

  test('cookie banner shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('search overlay open with results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Search...').fill('privacy');
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('submenu open', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About us', exact: true })
      .first()
      .hover();
    expect(await violations(page)).toEqual([]);
  });

  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Mobile' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
