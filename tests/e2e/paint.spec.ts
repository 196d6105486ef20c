import type { Locator } from '@playwright/test';
import { expect, recordCspViolations, test } from './fixtures';

// The first paint needs no script: the chunks and the hydration payload are requested after the first contentful
// paint, the document does not carry the payload, the page still hydrates, and nothing is refused by the CSP
// (server/page-rewrite/first-paint-scripts.mjs, deferred-payload.mjs).
for (const path of ['/about', '/devices/aortic/solo-smart', '/patients-and-caregivers/ch']) {
  test(`${path}: no script chunk, payload or font is fetched before the first contentful paint, and the page hydrates @rewrite`, async ({
    page,
  }) => {
    const violations = recordCspViolations(page);
    const response = await page.goto(path);
    expect(await response!.text()).not.toContain('<script>self.__next_f.push([1,');
    const button = page.getByRole('button', { name: /^(Search|搜索)$/ }).first();
    // The search dialog loads on first use, which can take longer than one try on a slow host: click again only
    // while it is not open (a click on the button behind an open modal would wait for the rest of the test).
    await expect(async () => {
      if (!(await page.getByRole('dialog').isVisible())) await button.click({ timeout: 2_000 });
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const chunks = resources.filter((entry) => /\/_next\/static\/.*\.js|\/_payload\//.test(entry.name));
      return {
        paint,
        chunks: chunks.length,
        payloads: chunks.filter((entry) => entry.name.includes('/_payload/')).length,
        early: chunks.filter((entry) => entry.startTime < paint).map((entry) => entry.name),
        fonts: resources.filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name)).map((entry) => entry.name),
      };
    });
    expect(timing.paint).toBeLessThan(Infinity);
    expect(timing.chunks).toBeGreaterThan(3);
    expect(timing.payloads).toBe(1);
    expect(timing.early).toEqual([]);
    expect(timing.fonts).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}

// Every template paints in place: its first paint is already styled (the rules it uses are in the HTML) and the
// scripts, the payload and the whole stylesheets that come after it move nothing. /academy/courses once painted
// unstyled (a <noscript> style of its own was taken for the stylesheet) and jumped: CLS 0.77 in Lighthouse.
for (const path of [
  '/',
  '/about',
  '/devices/aortic/solo-smart',
  '/patients-and-caregivers/fr',
  '/media-library',
  '/news',
  '/academy/courses',
  '/eifu',
  '/safety-notices',
  '/login',
]) {
  test(`${path}: nothing moves after the first paint (layout shift under 0.1)`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
  });
}

// A copy of a page older than the payloads the server has (the page changed, or the site was updated, since it was
// loaded) cannot hydrate from them: the loader asks once more, then reloads the page once, and the fresh copy
// hydrates.
test('a page whose payload is gone reloads once and then hydrates @rewrite', async ({ page }) => {
  let asked = 0;
  await page.route(/\/_payload\//, (route) =>
    asked++ < 2 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto('/about');
  await expect.poll(() => loads.length).toBe(2);
  await expect(page.getByRole('button', { name: 'Search' }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const button = document.querySelector('header button');
        return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
      }),
    )
    .toBe(true);
  expect(asked).toBe(3);
});

test('a sign-in sent before the scripts have run never puts the e-mail or password in the address', async ({
  page,
}) => {
  await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo.learner@example.com');
  await page.getByLabel('Password').fill('Academy-Demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('load');
  expect(page.url()).not.toMatch(/Academy-Demo|password|email=/);
});

// The page's stylesheets are written into its HTML (server/page-rewrite/inline-stylesheets.mjs) and its icon is a data
// URL, so a first visit requests nothing but the document before it paints; client navigations still bring the
// stylesheets of the page they open.
test('a first visit fetches no stylesheet or icon, and a client navigation still styles the page it opens @rewrite', async ({
  page,
}) => {
  const looks = () =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const { fontSize, color, backgroundColor, position, margin } = getComputedStyle(element);
        return { fontSize, color, backgroundColor, position, margin };
      };
      return { body: style('body'), header: style('header'), h1: style('main h1'), lead: style('main p') };
    });
  await page.goto('/');
  const home = await looks();

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/about');
  await page.waitForLoadState('load');
  // Stylesheets of pages a link points to may be prefetched once the page has hydrated, never before it paints.
  const beforePaint = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime < paint && /\.css(\?|$)/.test(entry.name))
      .map((entry) => entry.name);
  });
  expect(beforePaint).toEqual([]);
  // Only the rules the page uses were written in; the whole stylesheets were enabled and loaded after the paint.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')].map(
          (link) => !link.disabled && (link.sheet?.cssRules.length ?? 0) > 0,
        ),
      ),
    )
    .toEqual([true, true]);
  expect(requested.filter((path) => /icon/.test(path))).toEqual([]);
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
  // Styled as the stylesheet says, not as the browser's defaults.
  const about = await looks();
  expect(about.body?.margin).toBe('0px');
  expect(about.header?.position).toBe('sticky');

  await page.locator('header a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(looks).toEqual(home);
});

// Until it renders, the footer is a box of its stand-in height (content-visibility: auto). Shorter than the real
// footer, its last lines fall outside that box, and checkers such as Lighthouse's read their light text against the
// page's white (Lighthouse accessibility 96 on six templates): the stand-in must hold the footer at every width.
test("the footer's stand-in height holds the whole footer at every width", async ({ browser }) => {
  for (const width of [320, 390, 412, 768, 1024, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto('/about');
    const standIn = await page
      .getByRole('contentinfo')
      .evaluate((footer) => parseFloat(getComputedStyle(footer).containIntrinsicBlockSize.replace('auto', '')));
    await page.addStyleTag({ content: 'footer{content-visibility:visible!important}' });
    const real = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().height);
    expect(real, `footer at ${width} px`).toBeLessThanOrEqual(standIn);
    await page.close();
  }
});

// Far below the fold, the footer and the video cards past the first screens are laid out only as they near the
// viewport (content-visibility: auto), which shortens the layout after the first paint; they are still in the
// page for keyboards, find-in-page and assistive technology, and they render as the visitor scrolls to them.
test('the footer and the far video cards are laid out only as the visitor nears them', async ({ page }) => {
  await page.goto('/media-library');
  const rendered = (locator: Locator) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  const cards = page.getByRole('list', { name: 'Videos', exact: true }).getByRole('article');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true });
  expect(await rendered(cards.first().getByRole('link'))).toBe(true);
  expect(await rendered(cards.last().getByRole('link'))).toBe(false);
  expect(await rendered(footerLink)).toBe(false);
  await footerLink.focus();
  await expect(footerLink).toBeFocused();
  await expect(footerLink).toBeInViewport();
  await expect.poll(() => rendered(footerLink)).toBe(true);
  await expect.poll(() => rendered(cards.last().getByRole('link'))).toBe(true);
});

test.describe('a first visit, before any cookie choice', () => {
  test.use({ consent: null });

  test('the rules written into a page paint it as the whole stylesheets do, cookie banner included @rewrite', async ({
    page,
  }) => {
    // The page as it is before its scripts run (they never do here): what the first paint shows.
    await page.route(/\/_next\/static\/.*\.js/, (route) => route.abort());
    const shot = async () => {
      await page.goto('/news');
      await expect(page.locator('section[aria-labelledby="cookie-banner-title"]')).toBeVisible();
      return page.screenshot();
    };
    const whole = await shot();
    // Nor do the whole stylesheets: only the rules written into the page.
    await page.route(/\.css(\?|$)/, (route) => route.abort());
    const firstPaintRules = await shot();
    expect(firstPaintRules.equals(whole)).toBe(true);
  });
});
