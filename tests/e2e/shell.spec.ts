import { CONSENT_LIFETIME_S, expect, recordAnalytics, test } from './fixtures';
import { violations } from './axe';

const isPhone = (projectName: string) => projectName === 'phone';

test.describe('header menus', () => {
  test('desktop: submenus open with ArrowDown (not on focus) and close on Escape', async ({ page }, info) => {
    test.skip(isPhone(info.project.name), 'desktop menu');
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('link', { name: 'About us', exact: true }).first();
    await about.focus();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About us' }).nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Devices' })).toBeFocused();
  });

  test('desktop: submenus open on hover with the labels and routes of the spec', async ({ page }, info) => {
    test.skip(isPhone(info.project.name), 'desktop menu');
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Healthcare Professionals' }).hover();
    for (const [name, href] of [
      ['Healthcare professionals', '/education'],
      ['Academy', '/academy'],
      ['ERAS', '/eras'],
      ['CT Scan', '/ct-scan'],
    ]) {
      await expect(nav.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
      await expect(nav.getByRole('link', { name: name!, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'ERAS', exact: true }).click();
    await expect(page).toHaveURL(/\/eras$/);
  });

  test('phone: the slide-in menu traps focus, drills into submenus and closes on Escape', async ({ page }, info) => {
    test.skip(!isPhone(info.project.name), 'mobile menu');
    await page.goto('/terms');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Mobile' });
    await expect(dialog).toBeVisible();
    for (const name of ['Media Library', 'News', 'Careers'])
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(dialog.locator('a[target="_blank"][href*="linkedin"]')).toBeVisible();
    // A native modal dialog: Tab stays in it, except that after its last control the browser offers its own
    // toolbar (then nothing in the page has focus), as it does for any page.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (element) => element.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Show the About us submenu' }).click();
    await expect(dialog.getByRole('link', { name: 'Ethics & Integrity' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('search overlay', () => {
  test('opens from the header, finds pages, and closes on Escape with focus back on the button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    const box = page.getByPlaceholder('Search...');
    await expect(box).toBeFocused();
    await box.fill('enhanced recovery');
    await expect(page.getByRole('dialog').getByRole('link', { name: /^ERAS in Cardiac Surgery/ })).toBeVisible();
    await box.fill('qwertyuiop');
    await expect(page.getByRole('dialog')).toContainText('No results found');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('search by keyboard', () => {
  test('arrows move through pages and news, Enter opens the result', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByPlaceholder('Search...')).toBeFocused();
    await page.keyboard.type('perceval');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog.getByRole('heading', { name: /Pages/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/devices\/aortic\/(US\/)?perceval$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('on a translated patient page, the page in its language comes first and English results say they are English', async ({
    page,
  }) => {
    await page.goto('/patients-and-caregivers/fr');
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByPlaceholder('Rechercher…')).toBeFocused();
    await page.keyboard.type('valve');
    const dialog = page.getByRole('dialog', { name: 'Rechercher sur le site' });
    const links = dialog.getByRole('link');
    await expect(links.first()).toHaveAttribute('href', '/patients-and-caregivers/fr');
    await expect(links.first().locator('xpath=ancestor::li[1]')).not.toHaveAttribute('lang', /./);
    await expect(links.nth(1).locator('xpath=ancestor::li[1]')).toHaveAttribute('lang', 'en');
    expect(await dialog.locator('li:not([lang])').count()).toBe(1);
    expect(await violations(page)).toEqual([]);
  });

  test('news items are found by their text', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByPlaceholder('Search...')).toBeFocused();
    await page.keyboard.type('EACTS');
    await expect(page.getByRole('dialog').getByRole('heading', { name: /News/ })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the spec links in order, the candidates PDF, five social links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const hrefs = await footer
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.slice(0, 13)).toEqual([
      '/contact-us',
      '/customer-service',
      '/research',
      '/donations-and-grants',
      '/product-safety',
      '/terms',
      '/privacy',
      '/cookies',
      '/legal',
      '/accessibility',
      '/media-library',
      '/news',
      '/coronavirus',
    ]);
    expect(hrefs[13]).toMatch(/\.pdf$/);
    await expect(
      footer.locator(
        'a[target="_blank"][href*="twitter"], a[target="_blank"][href*="linkedin"], a[target="_blank"][href*="youtube"], a[target="_blank"][href*="facebook"], a[target="_blank"][href*="instagram"]',
      ),
    ).toHaveCount(5);
    await expect(footer).toContainText('© 2024');
    await expect(footer).toContainText('Designed and built by');
  });
});

test.describe('cookie consent and analytics', () => {
  test.use({ consent: null });

  // The banner is in the page's HTML and painted with it (it was the largest paint of most pages on phones when it
  // appeared only after hydration); the pre-paint flag shows it only to visitors who have not chosen yet.
  test('the banner paints before any script chunk runs, and only when no choice is stored', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    await context.addCookies([{ name: 'cookies', value: 'declined', url: baseURL! }]);
    await page.goto('/about');
    await expect(page.locator('html')).not.toHaveAttribute('data-consent-pending');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
  });

  // A frame painted while the parser was inside the banner showed it one line tall, then it grew to its full height
  // (Lighthouse: CLS 0.04 on phones in some loads). The flag is now set after the banner's last tag.
  test('the banner is shown only once the parser has read all of it, and never moves while the page loads', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { bannerAtFlag?: number; bannerShifts?: number };
      // The init script runs before <html> exists: the observer watches the document for the flag.
      new MutationObserver(() => {
        if (seen.bannerAtFlag !== undefined || !document.documentElement.hasAttribute('data-consent-pending')) return;
        // Mutation callbacks run right after the flag script, before the parser reads on.
        seen.bannerAtFlag = document.querySelectorAll('[aria-labelledby="cookie-banner-title"] button').length;
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-consent-pending'] });
      seen.bannerShifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
          if (
            entry.sources.some(
              (source) =>
                (source.node as Element | undefined)?.getAttribute?.('aria-labelledby') === 'cookie-banner-title',
            )
          )
            seen.bannerShifts! += 1;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/devices/aortic/solo-smart');
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    // Accept, Decline and Close were all in the page when the banner was allowed to show.
    expect(await page.evaluate(() => (window as unknown as { bannerAtFlag?: number }).bannerAtFlag)).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { bannerShifts?: number }).bannerShifts)).toBe(0);
  });

  test('visitors without JavaScript are not shown a banner they cannot answer', async ({ browser, baseURL }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await noScript.newPage();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
    await noScript.close();
  });

  for (const [button, value] of [
    ['Accept', 'accept'],
    ['Decline', 'declined'],
    ['Close', 'close'],
  ] as const) {
    test(`${button} stores cookies=${value} for 180 days on path /`, async ({ page, context }) => {
      await recordAnalytics(page);
      await page.goto('/about');
      const banner = page.getByRole('region', { name: 'Cookies on this site' });
      await expect(banner).toBeVisible();
      const before = Date.now() / 1000;
      await banner.getByRole('button', { name: button }).click();
      await expect(banner).toBeHidden();
      const cookie = (await context.cookies()).find((entry) => entry.name === 'cookies');
      expect(cookie?.value).toBe(value);
      expect(cookie?.path).toBe('/');
      expect(cookie!.expires - before).toBeGreaterThan(CONSENT_LIFETIME_S - 120);
      expect(cookie!.expires - before).toBeLessThan(CONSENT_LIFETIME_S + 120);
      await page.reload();
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeHidden();
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    });
  }

  test('no analytics request leaves the page before Accept, with Close, or with Decline', async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await page.goto('/');
    await page.goto('/ethics');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto('/eras');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.goto('/ct-scan');
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
  });

  test('Accept loads Google Analytics and page views follow client-side navigation', async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => analytics.some((url) => url.includes('gtag/js?id=G-E2ETEST01'))).toBe(true);
    await page.waitForFunction(() => typeof (window as unknown as { gtag?: unknown }).gtag === 'function');
    const pageViews = () =>
      page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).filter(
            (entry) => entry[0] === 'event' && entry[1] === 'page_view',
          ).length,
      );
    const before = await pageViews();
    await page.locator('footer').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(pageViews).toBe(before + 1);
  });

  test('a Global Privacy Control signal keeps analytics off even after Accept', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const analytics = await recordAnalytics(page);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForTimeout(500);
    expect(analytics).toEqual([]);
  });

  test('Decline removes analytics cookies set earlier', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: '_ga', value: 'GA1.1.1', url: baseURL! },
      { name: '_ga_E2ETEST01', value: 'GS1.1.1', url: baseURL! },
    ]);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Decline' }).click();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('_ga');
    expect(names).not.toContain('_ga_E2ETEST01');
  });
});

test.describe('energy-saving screen', () => {
  test('appears after 120 s without activity and any movement restores the page where it was', async ({ page }) => {
    await page.clock.install();
    await page.goto('/privacy');
    // A scroll event is activity. The browser sends it at its next frame, on its own clock, so it can arrive after
    // the fake clock has been moved and restart the 120 s; sections below the fold that render as they near the
    // viewport (content-visibility) can move the page again by scroll anchoring. Wait, in real time, until no scroll
    // event has come for half a second before moving the clock.
    await page.evaluate(() => {
      const counted = window as unknown as { scrollEvents: number };
      counted.scrollEvents = 0;
      window.addEventListener('scroll', () => counted.scrollEvents++, { capture: true, passive: true });
      window.scrollTo({ top: 900, behavior: 'instant' });
    });
    const scrollEvents = () => page.evaluate(() => (window as unknown as { scrollEvents: number }).scrollEvents);
    await expect.poll(scrollEvents).toBeGreaterThan(0);
    for (let seen = -1, now = await scrollEvents(); now !== seen; now = await scrollEvents()) {
      seen = now;
      await page.waitForTimeout(500);
    }
    const settledAt = await page.evaluate(() => Math.round(window.scrollY));
    expect(settledAt).toBeGreaterThan(0);
    await page.clock.fastForward(119_000);
    await expect(page.getByTestId('energy-saving')).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId('energy-saving')).toBeVisible();
    await expect(page.locator('#app-root')).toBeHidden();
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 240);
    await expect(page.getByTestId('energy-saving')).toBeHidden();
    await expect(page.locator('#app-root')).toBeVisible();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(settledAt);
  });
});

test.describe('console', () => {
  test('a page whose links to the careers site are in view logs no errors (no prefetch of off-site forwards)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/googletagmanager|google-analytics/.test(message.text()))
        errors.push(message.text());
    });
    await page.goto('/contact-us');
    await page.getByRole('link', { name: 'careers site' }).scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(errors).toEqual([]);
  });
});
