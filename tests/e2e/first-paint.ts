// For specs that act before hydration: plain Playwright, not ./fixtures, whose navigations wait for hydration.
import { test, type Page } from '@playwright/test';

/** A stored cookie choice before each test (./fixtures does this for the other specs), so the banner covers nothing. */
export function storeCookieChoice() {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookies', value: 'close', url: baseURL! }]);
  });
}

/**
 * Holds the page's script chunks until `release()`: what the test does before it is certain to come before
 * hydration, whatever the machine's speed (on a phone with a slow link that window is about 1.4 s).
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js/, async (route) => {
    await released;
    // The page may be gone by then (the test has navigated on): nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether React has hydrated this element yet (its props are attached to the DOM node once it has). */
export const isHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (target) => Object.keys(document.querySelector(target) ?? {}).some((key) => key.startsWith('__reactProps$')),
    selector,
  );
