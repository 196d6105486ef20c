import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

const request = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  country: 'Italy',
  hospital: 'Ospedale San Giovanni',
  broucher: 'memo-3d-rechord',
};

test.describe('hidden pages', () => {
  for (const slug of [
    'file-hvv-ls-730-0002',
    'file-cc-mk-00263-c',
    'file-e-0191-2022-05-a',
    'device-tracking-web-app',
    'device-tracking-web-app-test',
    'video-cc-mk-001020-a',
    'video-cc-mk-00371-a',
  ]) {
    test(`/hidden-pages/${slug} is served, not indexed, and absent from the sitemap`, async ({
      page,
      request: api,
    }) => {
      await page.goto(`/hidden-pages/${slug}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const pdf = page.locator('a[download][href$=".pdf"]');
      if (slug.startsWith('file-')) {
        const response = await api.get((await pdf.getAttribute('href'))!);
        expect(response.headers()['content-type']).toContain('application/pdf');
      }
      expect(await (await api.get('/sitemap.xml')).text()).not.toContain(slug);
    });
  }

  test('the staging twin says so', async ({ page }) => {
    await page.goto('/hidden-pages/device-tracking-web-app-test');
    await expect(page.getByText(/staging/i).first()).toBeVisible();
  });

  test('a brochure download link works while valid and then shows a friendly expiry page', async ({
    page,
    request: api,
  }) => {
    const answer = await api.post('/api/users/brochure-request', { data: request });
    expect(answer.status()).toBe(201);
    const link: string = (await answer.json()).payload.download_url;
    await page.goto(link);
    await expect(page.locator('h1')).toHaveText('Your brochure is ready');
    const href = (await page.getByRole('link', { name: /Download the brochure/ }).getAttribute('href'))!;
    expect((await api.get(href)).headers()['content-type']).toContain('application/pdf');

    const db = new Database(readFileSync('.next-e2e/e2e-database-path', 'utf8'));
    db.prepare('update brochure_requests set download_expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
    db.close();
    await page.reload();
    await expect(page.locator('h1')).toHaveText('This download link is no longer valid');
    await expect(page.getByRole('main')).not.toContainText('memo');
  });

  test('an unknown token gets the same friendly page and leaks nothing', async ({ page }) => {
    await page.goto('/hidden-pages/not-a-real-token-but-long-enough-0123');
    await expect(page.locator('h1')).toHaveText('This download link is no longer valid');
  });
});
