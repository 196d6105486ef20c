import type { Locator, Page } from '@playwright/test';
import { violations } from './axe';
import { lowContrastText } from './contrast';
import { expect, test } from './fixtures';

// Each test reproduces one defect of the outside accessibility audit at the width where it was found.

const SOLO = '/devices/aortic/solo-smart';
const PHONE = { width: 390, height: 844 };

const focusedInside = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName.toLowerCase()} ${element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40) ?? ''}`
      : '';
  });

/** The page scrolls smoothly to a newly focused control; measure once it has stopped. */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 4) resolve();
          else setTimeout(check, 50);
        };
        setTimeout(check, 50);
      }),
  );

test.describe('1. nested dialogs on a phone', () => {
  test.use({ viewport: PHONE });

  test('the brochure form opened from the Brochures dialog keeps Tab inside and one Escape closes only it', async ({
    page,
  }) => {
    await page.goto(SOLO);
    await page.getByRole('button', { name: /Brochures/ }).click();
    const section = page.getByRole('dialog', { name: 'Brochures' });
    await expect(section).toBeVisible();
    const download = section.getByRole('button', { name: /Download/ }).first();
    await download.click();
    const form = page.getByRole('dialog', { name: 'Download the brochure' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('button', { name: 'Close' })).toBeFocused();

    // A native modal dialog lets Tab past its last control out to the browser's own toolbar (nothing in the page
    // has focus then, as Chrome does for any page), and the next Tab comes back to its first control: it never
    // reaches the device dialog or the page behind.
    const seen: string[] = [];
    for (let step = 0; step < 14; step += 1) {
      await page.keyboard.press('Tab');
      const inBrowserUi = await page.evaluate(() => document.activeElement === document.body);
      if (!inBrowserUi) expect(await focusedInside(form)).toBe(true);
      seen.push(inBrowserUi ? 'browser' : await focusedName(page));
    }
    // Round and round the form's controls, never stuck on its close button.
    expect(seen.filter((name) => name === 'input firstName').length).toBe(2);
    // Tab walks the form's controls (not only its close button) and comes round again.
    for (const name of ['input firstName', 'input email', 'select country', 'input personalCheck'])
      expect(seen).toContain(name);

    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(section).toBeVisible();
    await expect(download).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(section).toBeHidden();
  });
});

test.describe('2. no sideways scrolling at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const awareness = ['en', 'ch', 'de', 'es', 'fr', 'it', 'ne'].map((region) => `/patients-and-caregivers/${region}`);
  for (const path of ['/', SOLO, ...awareness, '/news', '/media-library', '/terms', '/login']) {
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

test.describe('3. search announces its results', () => {
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
});

test.describe('4. cookie banner', () => {
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

test.describe('5. brochure form', () => {
  async function openForm(page: Page) {
    await page.goto(`${SOLO}#brochures`);
    await page
      .getByRole('tabpanel', { name: 'Brochures' })
      .getByRole('button', { name: /Download/ })
      .first()
      .click();
    const form = page.getByRole('dialog', { name: 'Download the brochure' });
    await expect(form).toBeVisible();
    return form;
  }

  test('tabbing through marks nothing; submit stays enabled and shows every message', async ({ page }) => {
    const form = await openForm(page);
    const submit = form.getByRole('button', { name: 'Download' });
    await expect(submit).toBeEnabled();
    await form.getByLabel('First name').focus();
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('Tab');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(6);
    await expect(form.getByLabel('First name')).toBeFocused();
    await form.getByLabel('First name').fill('Ada');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
  });

  test('leaving an empty field and clicking the consent checkbox checks it', async ({ page }) => {
    const form = await openForm(page);
    await form.getByLabel('Hospital').click();
    const consent = form.getByRole('checkbox', { name: /privacy policy/ });
    await consent.click();
    await expect(consent).toBeChecked();
  });
});

test.describe('6. media library', () => {
  test('Clear all keeps focus in the filters', async ({ page }) => {
    await page.goto('/media-library?topic=webinar');
    const clear = page.getByRole('button', { name: 'Clear all', exact: true });
    await clear.click();
    await expect(page).toHaveURL(/\/media-library$/);
    await expect(clear).toBeFocused();
  });
});

test.describe('7. smaller defects', () => {
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

  test('language names in the region picker carry their own lang', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /country|region|language/i })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('中文', { exact: true })).toHaveAttribute('lang', /^zh/);
    await expect(dialog.getByText('Español', { exact: true })).toHaveAttribute('lang', /^es/);
    await expect(dialog.getByText('Deutsch', { exact: true })).toHaveAttribute('lang', /^de/);
    expect(await violations(page)).toEqual([]);
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

  const awareness = ['en', 'ch', 'de', 'es', 'fr', 'it', 'ne'].map((region) => `/patients-and-caregivers/${region}`);
  const pages = [
    '/',
    '/devices',
    '/devices/aortic',
    SOLO,
    ...awareness,
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
