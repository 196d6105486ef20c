import type { Locator, Page } from '@playwright/test';
import { ruleViolations, violations } from './axe';
import { lowContrastText } from './contrast';
import { expect, test } from './fixtures';

// Issue 33: the outside review of the public site (axe WCAG 2.2 AA, keyboard only, at 1280, 390 and 320 px). Each
// test reproduces one finding at the width where it was seen.

const SOLO = '/devices/aortic/solo-smart';
const PHONE = { width: 390, height: 844 };
const TRANSLATED = ['ch', 'de', 'es', 'fr', 'it', 'ne'].map((region) => `/patients-and-caregivers/${region}`);

let visitor = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${200 + Math.floor(Math.random() * 50)}.${++visitor}` });
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

/** Names as Chromium itself computes them (what a screen reader is given), not Playwright's own computation. */
async function chromiumNames(page: Page, role: string) {
  const client = await page.context().newCDPSession(page);
  const { nodes } = await client.send('Accessibility.getFullAXTree');
  await client.detach();
  return nodes
    .filter((node) => node.role?.value === role && !node.ignored)
    .map((node) => String(node.name?.value ?? ''));
}

test.describe('item 6: section dialogs on a phone', () => {
  test.use({ viewport: PHONE });

  test('the open dialog passes axe, its scrolling text reachable by keyboard', async ({ page }) => {
    await page.goto(SOLO);
    // The features run longer than the screen: the dialog's body scrolls.
    await page.getByRole('button', { name: /Features/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Features' });
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Tab from the close button reaches the scroll area, and the arrow keys scroll it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    const scroller = dialog.getByRole('region', { name: 'Features' });
    await expect(scroller).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  });
});

test.describe('item 7: English on translated patient pages', () => {
  for (const path of TRANSLATED) {
    test(`${path}: every citation is marked English`, async ({ page }) => {
      await page.goto(path);
      const untagged = await page.evaluate(() =>
        [...document.querySelectorAll('li[id*="reference-"]')].flatMap((item) => {
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          const texts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent?.trim() ?? '';
            // The citations are the long English texts; a back link is in the page's own language.
            if (text.length > 30 && node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'en')
              texts.push(text.slice(0, 40));
          }
          return texts;
        }),
      );
      expect(await page.locator('li[id*="reference-"]').count()).toBeGreaterThan(4);
      expect(untagged).toEqual([]);
    });
  }

  test('header and footer links to English-only pages say so, in English, with hreflang', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/patients-and-caregivers/fr');
    const main = page.getByRole('navigation', { name: /principal/i });
    const about = main.getByRole('link', { name: /Qui sommes-nous/ }).first();
    await expect(about).toHaveAttribute('hreflang', 'en');
    await expect(about).toHaveAccessibleName(/English/);
    await expect(about.locator('[lang="en"]').first()).toBeAttached();
    // Visible, not only for screen readers.
    await expect(about.getByText('EN', { exact: true })).toBeVisible();
    await page.locator('footer').scrollIntoViewIfNeeded();
    const footerContact = page.getByRole('contentinfo').getByRole('link', { name: /Service client/ });
    await expect(footerContact).toHaveAttribute('hreflang', 'en');
    await expect(footerContact).toHaveAccessibleName(/English/);
    // The patient pages are in the visitor's language: not marked.
    const patients = main.getByRole('link', { name: /Patients/ });
    await expect(patients).not.toHaveAttribute('hreflang', 'en');
    expect(await violations(page)).toEqual([]);

    // On the English page nothing needs saying.
    await page.goto('/patients-and-caregivers/en');
    await expect(page.locator('header a[hreflang], footer a[hreflang]')).toHaveCount(0);
  });

  test('the phone menu says so too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/patients-and-caregivers/de');
    await page.getByRole('button', { name: /Menü/ }).click();
    const menu = page.getByRole('dialog');
    const contact = menu.getByRole('link', { name: /Kontakt/ }).first();
    await expect(contact).toHaveAttribute('hreflang', 'en');
    await expect(contact).toHaveAccessibleName(/English/);
  });
});

test.describe('item 11: the cookie settings control', () => {
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

test.describe('smaller findings', () => {
  test('counts say "1 video", not "1 videos"', async ({ page }) => {
    await page.goto('/media-library');
    const single = page.locator('label', { has: page.locator('[class*="count"]', { hasText: /^1\b/ }) }).first();
    await expect(single).toBeVisible();
    await expect(single).toContainText(/1 video$/);
    await single.locator('input').check();
    await expect(page.getByRole('status').first()).toHaveText(/^1 of \d+ videos$/);
    expect(await page.locator('body').textContent()).not.toMatch(/\b1 videos\b/);
  });

  test('the brochure button is named "Download: …" (no space before the colon)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${SOLO}#brochures`);
    await expect(page.getByRole('tabpanel', { name: 'Brochures' }).getByRole('button').first()).toBeVisible();
    const names = (await chromiumNames(page, 'button')).filter((name) => name.startsWith('Download'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^Download: \S/);
  });

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test(`${viewport.width} px: reference links are 24 px targets, and each reference leads back to the text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/patients-and-caregivers/en#aortic-disease');
      const citation = page.getByRole('tabpanel').getByRole('link', { name: 'Reference 2' }).first();
      const box = (await citation.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      const citationId = await citation.getAttribute('id');
      expect(citationId).toBeTruthy();
      await citation.click();
      const reference = page.locator('li[id="reference-2"]');
      await expect(reference).toBeVisible();
      // The reference may be cited more than once: one way back to each citation.
      const back = reference.locator(`a[href="#${citationId}"]`);
      await expect(back).toHaveAccessibleName(/Back to the text/);
      const backBox = (await back.boundingBox())!;
      expect(backBox.width).toBeGreaterThanOrEqual(24);
      expect(backBox.height).toBeGreaterThanOrEqual(24);
      await back.click();
      await expect(page.locator(`[id="${citationId}"]`)).toBeInViewport();
    });
  }

  test('phone: the stacked chapter tabs move with Up and Down', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/patients-and-caregivers/en');
    const tablist = page.getByRole('tablist');
    await expect(tablist).toHaveAttribute('aria-orientation', 'vertical');
    const tabs = tablist.getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(tabs.first()).toBeFocused();
    // Side by side on a wide screen: horizontal, as before.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(tablist).not.toHaveAttribute('aria-orientation', 'vertical');
  });

  test("the toast's close button is at least 24 px; on a phone the receipt speaks alone", async ({ page }) => {
    const send = async () => {
      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('First name', { exact: true }).fill('Ada');
      await form.getByLabel('Last name', { exact: true }).fill('Lovelace');
      await form.getByLabel('Email', { exact: true }).fill(`review-33-${Date.now()}@example.com`);
      await form.getByLabel('Country', { exact: true }).selectOption('Italy');
      await form.getByLabel('Topic').selectOption('product-safety');
      await form.getByLabel('Message', { exact: true }).fill('A question about a device.');
      await form.getByRole('checkbox', { name: /privacy policy/ }).check();
      await form.getByRole('button', { name: 'Send message' }).click();
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await send();
    const close = page.locator('[data-sonner-toast] [data-close-button]').first();
    await expect(close).toBeVisible();
    const box = (await close.boundingBox())!;
    // (sonner scales the toast by a hair while it settles)
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(24);
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(24);
    // Its text reads at 4.5:1 or better on its background, once it has faded in.
    await expect.poll(() => lowContrastText(page, '[data-sonner-toast]'), { timeout: 3_000 }).toEqual([]);

    // On a phone a toast would lie over the page's foot and repeat the receipt, which has the focus and says it.
    await page.setViewportSize(PHONE);
    await send();
    await expect(page.getByRole('status').filter({ hasText: 'Your reference is' })).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('/devices/aortic at 390 px: one tab stop per device page in each card', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/devices/aortic');
    const repeated = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('main li:has(h2, h3)')];
      return cards.flatMap((card) => {
        const stops = [...card.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
          (link) => link.tabIndex >= 0 && !link.closest('[aria-hidden="true"]'),
        );
        const hrefs = stops.map((link) => link.getAttribute('href'));
        return hrefs.filter((href, index) => hrefs.indexOf(href) !== index);
      });
    });
    expect(await page.locator('main li:has(h2, h3)').count()).toBeGreaterThan(5);
    expect(repeated).toEqual([]);
    // The US edition, another page, is still one Tab away.
    await expect(page.getByRole('link', { name: 'Perceval, United States' })).toBeVisible();
  });

  test('device tabs are not inside a navigation landmark', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(SOLO);
    await expect(page.getByRole('tablist')).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('navigation').getByRole('tab')).toHaveCount(0);
  });

  test('breadcrumb separators are not read aloud', async ({ page }) => {
    await page.goto(SOLO);
    const snapshot = await page.getByRole('navigation', { name: 'Breadcrumb' }).ariaSnapshot();
    expect(snapshot).not.toContain('/Solo');
    expect(snapshot).not.toMatch(/text: \//);
    for (const name of ['Home', 'Devices', 'Aortic']) expect(snapshot).toContain(`link "${name}"`);
    expect(snapshot).toContain('listitem: Solo Smart');
  });

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
