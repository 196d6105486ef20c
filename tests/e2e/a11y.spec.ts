import { routes } from '../../lib/routes';
import { violations } from './axe';
import { lowContrastText } from './contrast';
import { expect, PHONE, test } from './fixtures';

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

const SOLO = '/devices/aortic/solo-smart';
const AWARENESS = ['en', 'ch', 'de', 'es', 'fr', 'it', 'ne'].map((region) => `/patients-and-caregivers/${region}`);

test.describe('2. no sideways scrolling at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const path of ['/', SOLO, ...AWARENESS, '/news', '/media-library', '/terms', '/login']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      // The menu button is whole and inside the screen.
      const menu = await page.locator('header button[aria-expanded]').last().boundingBox();
      expect(menu && menu.x + menu.width).toBeLessThanOrEqual(320);
    });
  }
});

test.describe('8. contrast on gradients, overlays and images', () => {
  test('the check finds text that fails against the lightest or darkest colour under it', async ({ page }) => {
    await page.setContent(`<main>
      <div style="background: linear-gradient(90deg, #071c3f, #4f7ac0)"><p style="color: #fff">on a gradient</p></div>
      <div style="background: #fff"><img alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" style="display:block;width:200px;height:40px">
        <span style="position:relative;top:-30px;background:rgba(7,28,63,0.4);color:#fff">on a photo</span></div>
      <div style="background: #071c3f"><p style="color: #fff; opacity: 0.3">faded</p><p style="color: #fff">fine</p></div>
    </main>`);
    const low = await lowContrastText(page, 'main');
    expect(low.map((finding) => finding.text)).toEqual(['on a gradient', 'on a photo', 'faded']);
  });

  const pages = [
    '/',
    '/devices',
    '/devices/aortic',
    SOLO,
    ...AWARENESS,
    '/academy',
    '/news',
    '/media-library',
    '/about',
  ];
  for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
    test(`${viewport.width} px: text on hero gradients and banners reaches 4.5:1 (3:1 large)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const findings: Record<string, unknown> = {};
      for (const path of pages) {
        await page.goto(path);
        const low = await lowContrastText(page, 'main');
        if (low.length) findings[path] = low;
      }
      expect(findings).toEqual({});
    });
  }
});
