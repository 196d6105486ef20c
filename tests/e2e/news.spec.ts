import { expect, test } from './fixtures';

test.describe('news and press', () => {
  test('the list filters by kind and pages with links, each view at its own address', async ({ page }) => {
    await page.goto('/news');
    const cards = page.getByRole('main').locator('ul > li');
    await expect(cards).toHaveCount(9);
    await page.getByRole('link', { name: 'Press release', exact: true }).click();
    await expect(page).toHaveURL(/\/news\?type=press$/);
    await expect(cards).toHaveCount(4);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
  });

  test('a press release has its readable address, a date, a body and related items', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: 'Press release', exact: true }).click();
    await page.getByRole('link', { name: /China/ }).click();
    await expect(page).toHaveURL(/\/press-release\/first-patient-implanted-in-china$/);
    await expect(page.locator('h1')).toContainText(/China/);
    await expect(page.locator('main time').first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Related/ }).getByRole('link')).toHaveCount(3);
  });

  test('a news item opens at /news-detail/{id}; an unknown id goes home', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('main').locator('ul > li').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/(news-detail\/\d+|press-release\/[a-z-]+)$/);
    await expect(page.locator('h1')).toHaveCount(1);
    await page.goto('/news-detail/99999');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/press-detail/abc');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page shows the latest items', async ({ page }) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest news' });
    await expect(latest.getByRole('listitem')).toHaveCount(3);
    await expect(latest.getByRole('link', { name: 'All news and press releases' })).toHaveAttribute('href', '/news');
  });
});
