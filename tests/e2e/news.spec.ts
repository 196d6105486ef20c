import { newsSeed } from '../../lib/server/seed/news';
import { expect, test } from './fixtures';

/**
 * The list as the seed fills it. admin-news.spec.ts publishes items while these tests run (and a reused server
 * keeps what earlier runs left), so the tests assert the seed's own items and the list's fixed sizes, never the
 * total: how many pages a total makes is lib/news/list.test.ts's job.
 */
const seededPress = newsSeed.filter((item) => item.news_type === 'press').map((item) => item.title);
const newestSeededNews = newsSeed
  .filter((item) => item.news_type === 'news')
  .reduce((newest, item) => (item.date > newest.date ? item : newest));

test.describe('news and press', () => {
  test('the list filters by kind and pages with links, each view at its own address', async ({ page }) => {
    await page.goto('/news');
    const main = page.getByRole('main');
    const cards = main.locator('ul > li');
    // A full first page: the seed alone fills more than one.
    await expect(cards).toHaveCount(9);
    await page.getByRole('link', { name: 'Press release', exact: true }).click();
    await expect(page).toHaveURL(/\/news\?type=press$/);
    for (const title of seededPress) await expect(main.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expect(cards.getByText('Press release', { exact: true })).toHaveCount(await cards.count());
    await expect(cards.getByText('News', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/news\?page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(cards.first()).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
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
    await page.getByRole('main').getByRole('link', { name: newestSeededNews.title, exact: true }).click();
    await expect(page).toHaveURL(/\/news-detail\/\d+$/);
    await expect(page.locator('h1')).toHaveText(newestSeededNews.title);
    await page.goto('/news-detail/99999');
    await expect(page).toHaveURL(/\/#page-not-found$/);
    await expect(page.getByRole('status').filter({ hasText: 'could not be found' })).toBeVisible();
    await page.goto('/press-detail/abc');
    await expect(page).toHaveURL(/\/#page-not-found$/);
  });

  test('the home page shows the latest items', async ({ page }) => {
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Latest news' });
    await expect(latest.getByRole('listitem')).toHaveCount(3);
    await expect(latest.getByRole('link', { name: 'All news and press releases' })).toHaveAttribute('href', '/news');
  });
});
