import { mediaVideos } from '../../lib/content/media/catalogue';
import { mediaVideoPath } from '../../lib/media/paths';
import { CATEGORY_NAMES } from '../../lib/media/library';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const total = mediaVideos.length;
const cards = (page: Page) => page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article');
const count = (facet: (typeof mediaVideos)[number]['facets'], key: keyof typeof facet, value: string) =>
  (facet[key] as string[]).includes(value);

test.describe('media library', () => {
  test('shows every video in the prerendered page, and a filtered address filtered, before any script runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/media-library');
    expect(response?.headers()['x-nextjs-prerender']).toBeTruthy();
    await expect(page.getByRole('article')).toHaveCount(total);
    // A filter query is rendered per request (issue 31): a shared link shows what it names.
    await page.goto('/media-library?topic=webinar');
    await expect(page.getByRole('article')).toHaveCount(
      mediaVideos.filter((video) => count(video.facets, 'topic', 'webinar')).length,
    );
    await context.close();
  });

  test('every card opens on its title card, drawn in the page: the grid fetches no image', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/media-library');
    await expect(cards(page)).toHaveCount(total);
    const titleCards = await cards(page).evaluateAll((articles) =>
      articles.map((article) => ({
        title: article.querySelector('h2')!.textContent,
        card: article.querySelector('[aria-hidden="true"]')?.textContent,
        height: article.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().height,
        width: article.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().width,
      })),
    );
    for (const { title, card, height, width } of titleCards) {
      // Each card names its library section over the video's own title (the section also gives its colour).
      const video = mediaVideos.find((entry) => entry.title === title)!;
      expect(card).toBe(`${CATEGORY_NAMES[video.category]}${title}Animated outline · silent · captions available`);
      // At least the frame's 16:9; taller only when a long title at its legible floor needs it.
      expect(Math.round(height!)).toBeGreaterThanOrEqual(Math.round((width! * 9) / 16));
    }
    await page.mouse.wheel(0, 20_000);
    await expect(cards(page).last()).toBeInViewport();
    expect(images).toEqual([]);
  });

  test('filters: OR within a facet, AND across facets, counts, URL state, Back and Clear all', async ({ page }) => {
    await page.goto('/media-library');
    await expect(page.getByRole('status').filter({ hasText: 'videos' })).toHaveText(`${total} videos`);

    const webinars = mediaVideos.filter((video) => count(video.facets, 'topic', 'webinar')).length;
    const procedures = mediaVideos.filter((video) => count(video.facets, 'topic', 'surgical_procedure')).length;
    const webinarCheckbox = page.getByRole('checkbox', { name: /^Webinar/ });
    await expect(
      page.getByRole('group', { name: 'Topic' }).getByRole('checkbox', { name: `Webinar ${webinars} videos` }),
    ).toBeVisible();
    await webinarCheckbox.check();
    await expect(page).toHaveURL(/\/media-library\?topic=webinar$/);
    await expect(cards(page)).toHaveCount(webinars);

    await page.getByRole('checkbox', { name: /^Surgical procedure/ }).check();
    await expect(page).toHaveURL(/\?topic=webinar,surgical_procedure$/);
    await expect(cards(page)).toHaveCount(webinars + procedures);

    await page.getByRole('checkbox', { name: /^Mitral \d+ videos?$/ }).check();
    const both = mediaVideos.filter(
      (video) =>
        (count(video.facets, 'topic', 'webinar') || count(video.facets, 'topic', 'surgical_procedure')) &&
        count(video.facets, 'product', 'mitral'),
    );
    await expect(cards(page)).toHaveCount(both.length);
    for (const video of both) await expect(page.getByRole('link', { name: video.title, exact: true })).toBeVisible();

    // Back undoes the last change; the shared URL reproduces the same view.
    await page.goBack();
    await expect(page).toHaveURL(/\?topic=webinar,surgical_procedure$/);
    await expect(cards(page)).toHaveCount(webinars + procedures);
    await page.goto('/media-library?topic=webinar,surgical_procedure&product=mitral');
    await expect(cards(page)).toHaveCount(both.length);

    await page.getByRole('button', { name: 'Clear all', exact: true }).click();
    await expect(page).toHaveURL(/\/media-library$/);
    await expect(cards(page)).toHaveCount(total);
  });

  test('on a phone the videos come first and the filters open on demand', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/media-library');
    await expect(page.getByRole('checkbox', { name: /^Webinar/ })).toBeHidden();
    await page.getByRole('button', { name: 'Filter videos' }).click();
    await page.getByRole('checkbox', { name: /^Webinar/ }).check();
    const webinars = mediaVideos.filter((video) => count(video.facets, 'topic', 'webinar')).length;
    await page.getByRole('button', { name: `Show ${webinars} videos` }).click();
    await expect(page.getByRole('checkbox', { name: /^Webinar/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter videos (1 selected)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(cards(page)).toHaveCount(webinars);
  });

  for (const [slug, product] of [
    ['aortic-solutions', 'aortic'],
    ['mitral-solutions', 'mitral'],
  ] as const) {
    test(`/media-library/${slug} is the library narrowed to ${product} videos`, async ({ page }) => {
      await page.goto(`/media-library/${slug}`);
      await expect(cards(page)).toHaveCount(
        mediaVideos.filter((video) => count(video.facets, 'product', product)).length,
      );
      await expect(page.getByRole('group', { name: 'Product', exact: true })).toHaveCount(0);
      await expect(page.getByRole('group', { name: 'Device', exact: true })).toBeVisible();
    });
  }

  test('a video page: native player with captions, facts, facet links, related videos and Open Graph video', async ({
    page,
    request,
  }) => {
    const video = mediaVideos[0]!;
    await page.goto(mediaVideoPath(video));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title);
    const player = page.locator('video');
    await expect(player).toHaveAttribute('poster', `/images/media/${video.id}.jpg`);
    await expect(player.locator('track[kind="captions"]')).toHaveAttribute('src', `/videos/media/${video.id}.vtt`);
    const file = await request.get((await player.locator('source').getAttribute('src'))!);
    expect(file.headers()['content-type']).toBe('video/mp4');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'video.other');
    await expect(page.locator('meta[property="og:video"]')).toHaveAttribute(
      'content',
      new RegExp(`/videos/media/${video.id}\\.mp4$`),
    );
    await expect(page.getByRole('heading', { name: 'Related videos' })).toBeVisible();

    await page
      .getByRole('list', { name: /Filter the library/ })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/media-library\?topic=/);
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeLessThan(total);
  });

  test('an unknown video id goes home', async ({ request }) => {
    const response = await request.get('/media-library/aortic-solutions/video/perceval/no-such-video', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(307);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/');
  });

  for (const slug of ['video-cc-mk-001020-a', 'video-cc-mk-00371-a']) {
    test(`the QR landing page /hidden-pages/${slug} plays its video and is not indexed`, async ({ page }) => {
      await page.goto(`/hidden-pages/${slug}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('video source')).toHaveAttribute('src', /^\/videos\/media\/.+\.mp4$/);
      await expect(page.getByText(/CC-MK-/).first()).toBeVisible();
    });
  }
});

test.describe('media library by keyboard and screen reader', () => {
  test('counts say "1 video", not "1 videos"', async ({ page }) => {
    await page.goto('/media-library');
    const single = page.locator('label', { has: page.locator('[class*="count"]', { hasText: /^1\b/ }) }).first();
    await expect(single).toBeVisible();
    await expect(single).toContainText(/1 video$/);
    await single.locator('input').check();
    await expect(page.getByRole('status').first()).toHaveText(/^1 of \d+ videos$/);
    expect(await page.locator('body').textContent()).not.toMatch(/\b1 videos\b/);
  });

  test('Clear all keeps focus in the filters', async ({ page }) => {
    await page.goto('/media-library?topic=webinar');
    const clear = page.getByRole('button', { name: 'Clear all', exact: true });
    await clear.click();
    await expect(page).toHaveURL(/\/media-library$/);
    await expect(clear).toBeFocused();
  });
});
