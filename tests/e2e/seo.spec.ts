import { expect, recordCspViolations, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

/**
 * What search engines and link previews read: the sitemap (with every published news item, dated), each
 * listed page's canonical address and sharing picture, the structured data, robots.txt, and the news list's
 * pages as plain links.
 */
// The suite's server is built with NEXT_PUBLIC_SITE_URL set to its own address (scripts/e2e-server.mjs).
const origin = `http://127.0.0.1:${process.env.E2E_PORT || 3100}`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const attribute = (html: string, pattern: RegExp) =>
  pattern.exec(html)?.[1]?.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
const metaProperty = (html: string, property: string) =>
  attribute(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function sitemapEntries(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text();
  return {
    xml,
    entries: [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(match[1]!)![1]!,
      block: match[1]!,
    })),
  };
}

test.describe('search engines and link previews', () => {
  test.describe.configure({ timeout: 180_000 });

  test('every page in the sitemap is canonical at its own address and has a sharing picture that answers 200', async ({
    request,
  }) => {
    const { entries } = await sitemapEntries(request);
    expect(entries.length).toBeGreaterThan(100);
    const pictures = new Map<string, string>();
    for (const { loc } of entries) {
      expect(new URL(loc).origin, loc).toBe(origin);
      const html = await (await request.get(loc)).text();
      // The same string, the home page included (no trailing slash on one side only).
      expect(canonicalOf(html), `canonical of ${loc}`).toBe(loc);
      const image = metaProperty(html, 'og:image');
      expect(image, `og:image of ${loc}`).toBeTruthy();
      expect(new URL(image!).origin, `og:image of ${loc}`).toBe(origin);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(
        attribute(html, /<meta name="twitter:image:alt" content="([^"]*)"/),
        `twitter:image:alt of ${loc}`,
      ).toBeTruthy();
      pictures.set(image!, loc);
    }
    for (const [image, loc] of pictures) {
      const response = await request.get(image);
      expect(response.status(), `${image} (for ${loc})`).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\/(png|jpeg)$/);
    }
  });

  test('the sitemap dates every published news item and gives the awareness pages their language versions', async ({
    request,
  }) => {
    const { entries } = await sitemapEntries(request);
    const { payload: news } = (await (await request.get('/api/news/news')).json()) as {
      payload: { id: number; news_type: string; updated: string }[];
    };
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) {
      const entry = entries.find(
        ({ loc }) =>
          /\/(news-detail|press-detail|press-release)\//.test(loc) &&
          loc.includes(item.news_type === 'press' ? '/press-' : `/news-detail/${item.id}`),
      );
      expect(entry, `news item ${item.id}`).toBeTruthy();
    }
    for (const { loc, block } of entries.filter(({ loc }) =>
      /\/(news-detail|press-detail|press-release)\//.test(loc),
    )) {
      expect(block, loc).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    }
    const german = entries.find(({ loc }) => loc.endsWith('/patients-and-caregivers/de'));
    expect(german?.block).toContain(`hreflang="fr" href="${origin}/patients-and-caregivers/fr"`);
    expect(german?.block).toContain('hreflang="x-default"');
  });

  test("the academy's sign-in can be found: crawlable, described and in the sitemap", async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).not.toMatch(/^Disallow: \/login/m);
    const html = await (await request.get('/login?next=%2Facademy%2Fcourses')).text();
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toMatch(/Corcym Academy/);
    expect(canonicalOf(html)).toBe(`${origin}/login`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${origin}/login</loc>`);
  });

  test('robots.txt has no Host line holding a URL', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/^Host:\s*https?:/im);
  });

  test('a news item is an article: its own canonical, dates, title, picture and NewsArticle data', async ({
    request,
    page,
  }) => {
    const { payload: news } = (await (await request.get('/api/news/news')).json()) as {
      payload: { id: number; title: string; news_type: string; date: string }[];
    };
    const item = news.find((candidate) => candidate.news_type === 'news')!;
    const html = await (await request.get(`/news-detail/${item.id}`)).text();
    expect(canonicalOf(html)).toBe(`${origin}/news-detail/${item.id}`);
    expect(metaProperty(html, 'og:type')).toBe('article');
    expect(metaProperty(html, 'article:published_time')).toBe(item.date);
    expect(metaProperty(html, 'og:title')).toBe(`${item.title} | Corcym`);
    expect(attribute(html, /<meta name="twitter:title" content="([^"]*)"/)).toBe(`${item.title} | Corcym`);
    expect(metaProperty(html, 'og:image')).toBe(`${origin}/og/news/${item.id}.png`);
    const article = jsonLd(html).find((node) => node['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({
      headline: item.title,
      datePublished: item.date,
      mainEntityOfPage: `${origin}/news-detail/${item.id}`,
    });
    expect(article.dateModified).toBeTruthy();
    expect(article.author).toMatchObject({ '@type': 'Organization', name: 'Corcym' });
    expect((article.publisher as { logo: unknown }).logo).toEqual({
      '@type': 'ImageObject',
      url: `${origin}/og/logo.png`,
      width: '512',
      height: '512',
    });
    expect((await request.get(`${origin}/og/logo.png`)).headers()['content-type']).toBe('image/png');
    const breadcrumbs = jsonLd(html).find((node) => node['@type'] === 'BreadcrumbList')!;
    expect((breadcrumbs.itemListElement as unknown[]).length).toBe(3);

    // The data blocks are not scripts: the page's policy refuses nothing.
    const violations = recordCspViolations(page);
    await page.goto(`/news-detail/${item.id}`);
    await expect(page.locator('h1')).toHaveText(item.title);
    expect(await violations()).toEqual([]);
  });

  test('structured data: the organisation once on the home page, a device as a MedicalDevice with its breadcrumb', async ({
    request,
  }) => {
    const home = jsonLd(await (await request.get('/')).text());
    expect(home.filter((node) => node['@type'] === 'Organization')).toHaveLength(1);
    expect(jsonLd(await (await request.get('/about')).text()).some((node) => node['@type'] === 'Organization')).toBe(
      false,
    );

    const device = jsonLd(await (await request.get('/devices/aortic/perceval')).text());
    const node = device.find(
      (entry) => Array.isArray(entry['@type']) && (entry['@type'] as string[]).includes('MedicalDevice'),
    )!;
    expect(node).toMatchObject({ name: 'Perceval', url: `${origin}/devices/aortic/perceval` });
    expect((node.manufacturer as { name: string }[]).length).toBeGreaterThan(0);
    const trail = device.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect((trail.itemListElement as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Devices',
      'Aortic',
      'Perceval',
    ]);
  });
});

test.describe('the news list pages with links', () => {
  test('page 2 is server-rendered at /news?page=2, canonical there, linked from page 1 without JavaScript', async ({
    request,
  }) => {
    const first = await (await request.get('/news')).text();
    expect(first).toMatch(/<a[^>]*href="\/news\?page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/news\?page=2"/);
    const second = await request.get('/news?page=2');
    expect(second.status()).toBe(200);
    const html = await second.text();
    expect(canonicalOf(html)).toBe(`${origin}/news?page=2`);
    expect(html).toContain('Page 2 of 2');
    const titles = (body: string) =>
      [...body.matchAll(/<h2><a href="[^"]+">([^<]+)<\/a><\/h2>/g)].map((match) => match[1]);
    expect(titles(html).length).toBeGreaterThan(0);
    expect(titles(html).filter((title) => titles(first).includes(title))).toEqual([]);
    const press = await (await request.get('/news?type=press')).text();
    expect(canonicalOf(press)).toBe(`${origin}/news?type=press`);
    expect(titles(press)).toHaveLength(4);
  });

  test('junk page numbers answer the first page, a page past the end is not found, never a server error', async ({
    request,
  }) => {
    const first = await (await request.get('/news')).text();
    for (const query of ['page=abc', 'page=0', 'page=-3', 'page=2.5', 'page=99999999999', 'type=drafts', 'page=%00']) {
      const response = await request.get(`/news?${query}`);
      expect(response.status(), query).toBe(200);
      expect(await response.text(), query).toContain('Page 1 of 2');
    }
    expect(first).toContain('Page 1 of 2');
    expect((await request.get('/news?page=40')).status()).toBe(404);
    expect((await request.get('/news?type=press&page=2')).status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the pager and the filter work, and the page keeps its look at 320, 390 and 1280 px', async ({
      page,
    }, testInfo) => {
      await page.goto('/news');
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/\/news\?page=2$/);
      await expect(page.getByText('Page 2 of 2')).toBeVisible();
      await page.getByRole('link', { name: 'Previous' }).click();
      await expect(page).toHaveURL(/\/news$/);
      await page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Press release' }).click();
      await expect(page).toHaveURL(/\/news\?type=press$/);
      await expect(
        page.getByRole('navigation', { name: 'Show' }).getByRole('link', { name: 'Press release' }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').locator('ul > li')).toHaveCount(4);
      await page.goto('/news');
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `no sideways scroll at ${width} px`,
        ).toBe(true);
        await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`news-${width}.png`), fullPage: true });
      }
    });
  });
});
