import { test as base, expect, type Page } from '@playwright/test';

export const CONSENT_LIFETIME_S = 15_552_000;

/** Pages start with a stored cookie choice unless a test is about the banner itself. */
export const test = base.extend<{ consent: 'accept' | 'declined' | 'close' | null }>({
  consent: ['close', { option: true }],
  page: async ({ page, consent, baseURL }, use) => {
    if (consent) {
      await page.context().addCookies([{ name: 'cookies', value: consent, url: baseURL! }]);
    }
    await use(page);
  },
});

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
