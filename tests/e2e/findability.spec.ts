import { readFileSync } from 'node:fs';
import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from './fixtures';
import { violations } from './axe';

/**
 * What makes the site findable and its pictures readable (issue 33): the news feed, an ordinary link to every
 * indexable page, hreflang's x-default, twitter:image:alt, the patient pages' structured data, the accessibility
 * statement, the copyright line, the heart diagram in seven languages, the media cards and the device drawings.
 */
// The suite's server is built with NEXT_PUBLIC_SITE_URL set to its own address (scripts/e2e-server.mjs).
const origin = `http://127.0.0.1:${process.env.E2E_PORT || 3100}`;

const REGIONS: [region: string, messages: string][] = [
  ['en', 'en'],
  ['ch', 'zh'],
  ['de', 'de'],
  ['es', 'es'],
  ['fr', 'fr'],
  ['it', 'it'],
  ['ne', 'nl'],
];
type Diagram = Record<string, string>;
const messages = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as {
    awarenessPage: { title: string; aorticCondition: string; mitralCondition: string; diagram: Diagram };
  };

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe('findability', () => {
  test('the news feed: a feed parser reads every published item at its absolute address; <head> and /news link it', async ({
    request,
    page,
  }) => {
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
    const feed = parseFeed(await response.text());
    const { payload: published } = (await (await request.get('/api/news/news')).json()) as {
      payload: { id: number; title: string }[];
    };
    expect(published.length).toBeGreaterThan(0);
    expect(feed.items.map((item) => item.title).sort()).toEqual(published.map((item) => item.title).sort());
    for (const item of feed.items) {
      expect(new URL(item.url!).origin).toBe(origin);
      expect((await request.get(item.url!)).status(), item.url!).toBe(200);
    }
    expect(feed.self).toBe(`${origin}/feed.xml`);

    for (const path of ['/', '/news', '/patients-and-caregivers/de', '/devices/aortic/perceval']) {
      const html = await (await request.get(path)).text();
      const link = /<link[^>]*type="application\/atom\+xml"[^>]*>/.exec(html)?.[0];
      expect(link, path).toContain('rel="alternate"');
      expect(link, path).toContain(`href="${origin}/feed.xml"`);
    }
    await page.goto('/news');
    await expect(page.getByRole('main').locator('a[href="/feed.xml"]')).toBeVisible();
  });

  test('every patient page, /coronavirus and the media libraries have an ordinary link outside the region dialog', async ({
    page,
  }) => {
    // The main menu's "Patients & Caregivers" leads to the English patient page, which links every language.
    await page.goto('/patients-and-caregivers-other-countries');
    for (const [region] of REGIONS) {
      await expect(page.getByRole('main').locator(`a[href="/patients-and-caregivers/${region}"]`)).toHaveCount(1);
    }
    await page.goto('/');
    await expect(page.locator('footer a[href="/coronavirus"]')).toHaveCount(1);
    await page.goto('/media-library');
    for (const slug of ['aortic-solutions', 'mitral-solutions']) {
      await expect(page.getByRole('main').locator(`a[href="/media-library/${slug}"]`)).toBeVisible();
    }
  });

  test('x-default names a page that is canonical at its own address and in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
    for (const [region] of REGIONS) {
      const html = await (await request.get(`/patients-and-caregivers/${region}`)).text();
      const tag = /<link[^>]*hreflang="x-default"[^>]*>/i.exec(html)?.[0];
      const fallback = tag && /href="([^"]+)"/.exec(tag)?.[1];
      expect(fallback, region).toBeTruthy();
      expect(listed.has(fallback!), `${fallback} in the sitemap`).toBe(true);
      const target = await (await request.get(fallback!)).text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(target)?.[1], fallback).toBe(fallback);
    }
  });

  test('the home page is canonical at exactly the address the sitemap lists', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const home = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => match[1]!)
      .find((loc) => new URL(loc).pathname === '/');
    const html = await (await request.get('/')).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(home);
  });

  test('sharing pictures are described for Twitter too', async ({ request }) => {
    for (const path of ['/', '/about', '/patients-and-caregivers/fr', '/news', '/media-library']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<meta name="twitter:image:alt" content="[^"]+"/);
    }
  });

  test('each patient page is a MedicalWebPage for patients, about its conditions, in its language', async ({
    request,
  }) => {
    for (const [region, locale] of REGIONS) {
      const text = messages(locale).awarenessPage;
      const nodes = jsonLd(await (await request.get(`/patients-and-caregivers/${region}`)).text());
      const page = nodes.find((node) => node['@type'] === 'MedicalWebPage');
      expect(page, region).toMatchObject({
        name: text.title,
        url: `${origin}/patients-and-caregivers/${region}`,
        inLanguage: locale === 'zh' ? 'zh-CN' : locale,
        about: [
          { '@type': 'MedicalCondition', name: text.aorticCondition },
          { '@type': 'MedicalCondition', name: text.mitralCondition },
        ],
        audience: { '@type': 'MedicalAudience', audienceType: 'Patient' },
      });
    }
  });

  test('the accessibility statement: in the footer, in the sitemap, WCAG 2.2 AA, a contact', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${origin}/accessibility</loc>`);
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.locator('h1')).toHaveText('Accessibility statement');
    await expect(page.getByRole('main')).toContainText('WCAG) 2.2, level AA');
    await expect(page.getByRole('main').locator('a[href="mailto:info@corcym.com"]')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  });

  test('the copyright line runs from 2024 to the current year', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('footer')).toContainText(`© 2024–${new Date().getUTCFullYear()} Corcym.`);
  });
});

test.describe('pictures', () => {
  for (const [region, locale] of REGIONS) {
    test(`the heart diagram on /patients-and-caregivers/${region} is labelled in its language`, async ({ page }) => {
      const diagram = messages(locale).awarenessPage.diagram;
      await page.goto(`/patients-and-caregivers/${region}`);
      const figure = page.getByRole('figure', { name: diagram.title }).first();
      await expect(figure).toBeVisible();
      await expect(figure.getByRole('img', { name: diagram.title })).toHaveAccessibleDescription(diagram.description!);
      const parts = [
        'rightAtrium',
        'rightVentricle',
        'leftAtrium',
        'leftVentricle',
        'tricuspidValve',
        'pulmonaryValve',
        'mitralValve',
        'aorticValve',
      ];
      await expect(figure.locator('ol > li')).toHaveText(parts.map((part) => diagram[part]!));
      for (const state of ['healthy', 'stenosis', 'regurgitation']) await expect(figure).toContainText(diagram[state]!);
    });
  }

  test('the changed screens at 320, 390 and 1280 px: no sideways scroll, drawings shown, card text legible', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const screens = [
      ['/patients-and-caregivers/de', 'figure'],
      ['/patients-and-caregivers/ch', 'figure'],
      ['/media-library', 'main article'],
      ['/devices/aortic/perceval', 'header svg'],
      ['/news', 'main'],
      ['/accessibility', 'main'],
    ] as const;
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, target] of screens) {
        await page.goto(path);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          `no sideways scroll on ${path} at ${width} px`,
        ).toBe(true);
        const element = page.locator(target).first();
        await element.scrollIntoViewIfNeeded();
        await expect(element, `${target} on ${path} at ${width} px`).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`${path.replace(/\W+/g, '-')}-${width}.png`) });
      }
      await page.goto('/media-library');
      // No text on a card under 12 px, and the sections' cards look different.
      const smallest = await page
        .locator('main article [aria-hidden="true"] span')
        .evaluateAll((spans) => Math.min(...spans.map((span) => parseFloat(getComputedStyle(span).fontSize))));
      expect(smallest, `smallest card text at ${width} px`).toBeGreaterThanOrEqual(12);
      const backgrounds = await page
        .locator('main article [data-category]')
        .evaluateAll((cards) => new Set(cards.map((card) => getComputedStyle(card).backgroundColor)).size);
      expect(backgrounds).toBeGreaterThanOrEqual(4);
      await page.goto('/');
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.locator('footer').screenshot({ path: testInfo.outputPath(`footer-${width}.png`) });
    }
  });
});
