import type { Locator } from '@playwright/test';
import { ruleViolations } from './axe';
import { expect, PHONE, test } from './fixtures';
import { focusedInside, scrollSettled } from './focus';

// The cookie banner and the settings control that reopens it, by keyboard and on a phone, each test at the width it
// names (the stored choice, its lifetime and analytics: shell.spec.ts).

// The contact form below is posted: a client address of its own keeps other specs' posts from its rate limit.
test.use({
  extraHTTPHeaders: {
    'x-forwarded-for': `198.18.${200 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250) + 1}`,
  },
});

/** Points of the element (a grid inside its box, after scrolling it to the bottom of the screen) where something
 * else is drawn on top of it. */
async function coveredPoints(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await locator.page().waitForTimeout(300);
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const covered: string[] = [];
    for (let x = 0.02; x <= 0.98; x += 0.08) {
      for (let y = 0.05; y <= 0.95; y += 0.15) {
        const px = box.left + box.width * x;
        const py = box.top + box.height * y;
        if (py < 0 || py >= window.innerHeight) continue;
        const hit = document.elementFromPoint(px, py);
        if (hit && !element.contains(hit)) covered.push(`${Math.round(px)},${Math.round(py)} ${hit.tagName}`);
      }
    }
    return covered;
  });
}

test.describe('cookie banner', () => {
  test.use({ consent: null });

  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    test(`${viewport.width} px: compact, reached right after the skip link, never over the focused control`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = page.getByRole('region', { name: /cookie/i });
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      expect(box.height / viewport.height).toBeLessThanOrEqual(viewport.width < 768 ? 0.2 : 0.25);

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await focusedInside(banner)).toBe(true);

      // Walk the page: no focused control outside the banner may end up under it.
      const covered: string[] = [];
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Tab');
        await scrollSettled(page);
        const hit = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const region = document.querySelector('[aria-labelledby="cookie-banner-title"]');
          if (!focused || !region || region.contains(focused) || focused === document.body) return null;
          const a = focused.getBoundingClientRect();
          const b = region.getBoundingClientRect();
          if (a.width === 0 || a.height === 0) return null;
          const overlap =
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1 &&
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1;
          return overlap ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)}` : null;
        });
        if (hit) covered.push(hit);
      }
      expect(covered).toEqual([]);
    });
  }

  test('after a choice, focus goes to the main content, not the top of the page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 300);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const banner = page.getByRole('region', { name: /cookie/i });
    expect(await focusedInside(banner)).toBe(true);
    await banner.getByRole('button', { name: 'Decline' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
  });

  test('after a choice, focus returns to the control the visitor was on', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/terms');
    const link = page.locator('main a[href]').first();
    await link.focus();
    const banner = page.getByRole('region', { name: /cookie/i });
    await banner.getByRole('button', { name: 'Accept' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test.describe('the cookie settings control', () => {
  test.use({ viewport: PHONE });

  test('covers neither the contact form error summary nor device rows, and sits in a landmark', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('group', { name: /Please check/ });
    await expect(summary).toBeFocused();
    // Focus scrolls the summary into view (smoothly): once it has arrived, nothing covers its centre.
    await expect
      .poll(() =>
        summary.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      )
      .toBe(true);
    expect(await coveredPoints(summary)).toEqual([]);
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeAttached();
    await expect(settings).toHaveCSS('position', 'static');
    expect(await ruleViolations(page, ['region'])).toEqual([]);

    await page.goto('/devices/aortic');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    for (const card of await cards.all()) expect(await coveredPoints(card)).toEqual([]);

    // It still reopens the banner, and focus comes back to it after a choice.
    await settings.click();
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
  });
});
