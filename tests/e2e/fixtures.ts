import { test as base, expect, type Page } from '@playwright/test';
import { LOADER_START } from '../../scripts/server/first-paint-scripts.mjs';

export const CONSENT_LIFETIME_S = 15_552_000;

/** Pages start with a stored cookie choice unless a test is about the banner itself. */
export const test = base.extend<{ consent: 'accept' | 'declined' | 'close' | null }>({
  consent: ['close', { option: true }],
  page: async ({ page, consent, baseURL, javaScriptEnabled }, use) => {
    if (consent) {
      await page.context().addCookies([{ name: 'cookies', value: consent, url: baseURL! }]);
    }
    // Without JavaScript (the no-js project) there are no scripts to wait for.
    await use(javaScriptEnabled === false ? page : withScriptsRun(page));
  },
});

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const;

/**
 * A page whose navigations also wait for the page's script chunks to have run and React to have hydrated its
 * controls. The site loads the chunks after the first paint (scripts/server/first-paint-scripts.mjs), which can be
 * after the load event Playwright waits for, and React hydrates in slices after that; a test that clicks a client
 * control at once would otherwise click it before React is there, which no test means to do (tests/e2e/paint.spec.ts
 * covers the moments before). Pages whose chunks are blocked on purpose go on after 5 s.
 */
function withScriptsRun(page: Page): Page {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const result = await navigate(...args);
        await page
          .waitForFunction(
            (loaderStart) =>
              // Next has booted and React has hydrated every control (hydration goes on in slices after boot) and
              // the page's <title>, which it reaches last: a client navigation before that leaves the old title
              // and sharing tags in <head> beside the new page's (a race in Next that no test means to test).
              ('next' in window &&
                [...document.querySelectorAll('form, button, input, select, textarea')].every((element) =>
                  Object.keys(element).some((key) => key.startsWith('__reactProps$')),
                ) &&
                [...document.querySelectorAll('head > title')].every((element) =>
                  Object.keys(element).some((key) => key.startsWith('__react')),
                )) ||
              ![...document.scripts].some((script) => script.text.startsWith(loaderStart)),
            LOADER_START,
            { timeout: 5_000 },
          )
          .catch(() => undefined);
        return result;
      },
    });
  }
  return page;
}

export { expect };

/** Every request the page sends to an analytics host. The hosts are answered locally: this machine is offline. */
export async function recordAnalytics(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com|analytics\.google\.com/, async (route) => {
    seen.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return seen;
}

/**
 * Content-Security-Policy violations of a page: the browser's securitypolicyviolation events (recorded from
 * before the first script runs) and the console errors it prints for them. Call before navigating.
 */
export function recordCspViolations(page: Page): () => Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  void page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}
