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
