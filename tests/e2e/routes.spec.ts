import { routes } from '../../lib/routes';
import { siteConfig } from '../../lib/site-config';
import { violations } from './axe';
import { expect, PHONE, recordCspViolations, test } from './fixtures';

const publicRoutes = routes.filter((route) => route.access === 'public');

test.describe('every registered page', () => {
  for (const route of publicRoutes) {
    test(`${route.path} serves a complete page`, async ({ page }) => {
      const violations = recordCspViolations(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      // No inline script runs unless its hash is in this page's own policy (README, Security).
      expect(headers['content-security-policy']).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+'/);
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Served from the build's prerendered HTML, not rendered per request.
      expect(headers['x-nextjs-prerender']).toBeTruthy();
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-powered-by']).toBeUndefined();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/Corcym/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      if (route.section === 'hidden') {
        // Reached only by direct link: kept out of search engines, so no canonical address or sharing card.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      } else {
        const canonical = route.rewritten ? '/patients-and-caregivers/en' : route.path === '/' ? '/?' : route.path;
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonical}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      }
      await expect(page.locator('body')).not.toContainText(/lorem ipsum|coming soon/i);
      // The page hydrated (its inline payload ran) and nothing was refused by the policy.
      await expect
        .poll(() => page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)))
        .toBe(true);
      expect(await violations()).toEqual([]);
    });
  }
});

test.describe('the request gate', () => {
  for (const path of ['/no-such-page', '/devices/aortic/not-a-valve', '/about/extra']) {
    test(`${path} goes home`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/#page-not-found$/);
      await expect(page.locator('h1')).toHaveText(/Heart valve surgery/);
      await expect(page.getByRole('status').filter({ hasText: 'could not be found' })).toBeVisible();
    });
  }

  const external: [string, string][] = [
    ['/careers', siteConfig.careersUrl],
    ['/detail-job', `${siteConfig.careersUrl}/detail-job`],
    ['/detail-job/42', `${siteConfig.careersUrl}/detail-job/42`],
    ['/ifu', siteConfig.ifuUrl],
    ['/media-library/biostable', siteConfig.ifuUrl],
  ];
  for (const [path, target] of external) {
    test(`${path} is forwarded to ${target}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location?.replace(/\/$/, '')).toBe(target.replace(/\/$/, ''));
    });
  }

  test('the gate sends a visitor from the academy to the login, and a session cookie from the login to the academy', async ({
    request,
  }) => {
    const gated = await request.get('/academy', { maxRedirects: 0 });
    expect(gated.status()).toBe(307);
    expect(gated.headers().location).toMatch(/\/login\?next=%2Facademy$/);
    const course = await request.get('/academy/courses/course/1', { maxRedirects: 0 });
    expect(course.headers().location).toMatch(/\/login\?next=%2Facademy%2Fcourses%2Fcourse%2F1$/);
    const login = await request.get('/login', {
      maxRedirects: 0,
      headers: { cookie: '__Host-session=anything-at-all-000000000' },
    });
    expect(login.headers().location).toMatch(/\/academy$/);
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists the public pages and nothing hidden', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // Besides the registry, every published news item at its detail address (items live in the database).
    const { payload: news } = (await (await request.get('/api/news/news')).json()) as {
      payload: { id: number; news_type: string }[];
    };
    const newsPaths = news.map((item) => `/${item.news_type === 'press' ? 'press-detail' : 'news-detail'}/${item.id}`);
    // Every indexable page, the academy's sign-in (a visitor page, rendered per request) included.
    const registered = routes.filter((route) => route.indexable).map((route) => route.path);
    // Published documents of the document centre are in the database too: each at /eifu/{code}.
    const documents = locs.filter((path) => /^\/eifu\/[a-z0-9-]+$/.test(path));
    expect(locs.filter((path) => !registered.includes(path) && !documents.includes(path)).sort()).toEqual(
      newsPaths.filter((path) => locs.includes(path) || path.startsWith('/news-detail/')).sort(),
    );
    expect(registered.filter((path) => !locs.includes(path))).toEqual([]);
    expect(xml).not.toMatch(/hidden-pages|\/academy\/courses\/course|\/academy\/set-password|\/admin/);
  });

  test('robots.txt points at the sitemap and keeps private areas out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toMatch(/Disallow: \/hidden-pages\//);
  });
});

test.describe('response headers', () => {
  for (const path of ['/', '/about', '/terms']) {
    test(`${path} sends the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/base-uri '(self|none)'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toBeTruthy();
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test.describe('a visitor sent home from an unknown address', () => {
  test('a visitor sent home from an unknown address is told the page was not found', async ({ page, request }) => {
    const response = await request.get('/no-such-page?utm_source=print', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/?utm_source=print#page-not-found');

    await page.goto('/no-such-page');
    const notice = page.getByRole('status').filter({ hasText: 'could not be found' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('aria-live', /polite/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Home itself says nothing.
    await page.goto('/');
    await expect(page.getByText('could not be found')).toBeHidden();
  });

  test('… without JavaScript too, and the home page stays one cached page', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/devices/aortic/not-a-valve');
    await expect(page.getByText(/could not be found/)).toBeVisible();
    await page.goto('/');
    await expect(page.getByText(/could not be found/)).toBeHidden();
    await context.close();
    const home = await request.get('/');
    expect(home.headers()['x-nextjs-prerender']).toBeTruthy();
  });
});
