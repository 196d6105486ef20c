import { expect, test } from './fixtures';

// Search by keyboard and screen reader, with scripts (without them: search.nojs.spec.ts; the overlay's keys:
// shell.spec.ts).

test.describe('search', () => {
  test('the polite status region says how many results show, once typing pauses', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const status = dialog.getByRole('status');
    await page.getByPlaceholder('Search...').pressSequentially('valve', { delay: 30 });
    await expect(status).toHaveText(/^\d+ results?$/);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    const links = await dialog.getByRole('link').count();
    expect(links).toBeGreaterThan(1);
    await expect(status).toHaveText(`${links} results`);
    await page.getByPlaceholder('Search...').fill('qwertyuiop');
    await expect(status).toHaveText('No results found');
  });

  test('an open dialog makes the page behind it inert', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search the site' })).toBeVisible();
    const focusedBehind = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href]');
      link?.focus();
      return document.activeElement === link;
    });
    expect(focusedBehind).toBe(false);
  });

  test('desktop: Search is reached in a few Tab presses from the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/terms');
    const search = page.getByRole('button', { name: 'Search' });
    let presses = 0;
    while (presses < 40) {
      await page.keyboard.press('Tab');
      presses += 1;
      if (await search.evaluate((element) => element === document.activeElement)) break;
    }
    expect(presses).toBeLessThanOrEqual(12);
  });
});
