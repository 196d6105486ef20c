import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { LOADER_START } from '../../server/page-rewrite/first-paint-scripts.mjs';

/** The phone width the accessibility reviews used (an iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844 };

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

// Long enough for a slow CI host to hydrate the heaviest page; a wait that ends without hydration fails the test.
const HYDRATION_TIMEOUT_MS = process.env.CI ? 15_000 : 10_000;
// Next calls hydrateRoot as soon as its bootstrap has run; this is ample for a loaded machine.
const BOOT_TO_HYDRATE_MS = 3_000;
const CHUNK = /\/_next\/static\/.*\.js(\?|$)/;

/**
 * A page whose navigations also wait for the page's script chunks to have run and React to have hydrated its
 * controls. The site loads the chunks after the first paint (server/page-rewrite/first-paint-scripts.mjs), which can be
 * after the load event Playwright waits for, and React hydrates in slices after that; a test that clicks a client
 * control at once would otherwise click it before React is there, which no test means to do (tests/e2e/paint.spec.ts
 * covers the moments before). A page whose chunks are refused on purpose (a test that aborts them) goes on at once.
 */
function withScriptsRun(page: Page): Page {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        let chunkRefused = false;
        const onFailed = (request: Request) => {
          if (CHUNK.test(request.url())) chunkRefused = true;
        };
        page.on('requestfailed', onFailed);
        try {
          const result = await navigate(...args);
          await waitForHydration(page, () => chunkRefused);
          return result;
        } finally {
          page.off('requestfailed', onFailed);
        }
      },
    });
  }
  return page;
}

/**
 * Waits until Next has booted and React has hydrated every control and the page's <title> (the last thing it
 * hydrates: a client navigation before that leaves the old title and sharing tags in <head> beside the new page's, a
 * race in Next that no test means to test). React marks a hydrated element with a `__reactProps$…` property, an
 * internal name: when a React upgrade renames it, this fails within seconds of Next's boot with that reason instead of every navigation
 * waiting out its time and tests clicking controls React has not reached.
 */
export async function waitForHydration(page: Page, chunkRefused: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + HYDRATION_TIMEOUT_MS;
  let bootedAt: number | undefined;
  for (;;) {
    const state = await page
      .evaluate((loaderStart) => {
        const marked = (element: Element, prefix: string) => Object.keys(element).some((key) => key.startsWith(prefix));
        // React writes a server action's hidden `$ACTION_…` fields into the server's HTML for a post made before
        // or without scripts; hydration leaves them as they are, so they never carry React's mark.
        const controls = [
          ...document.querySelectorAll('form, button, input:not([type="hidden"][name^="$ACTION_"]), select, textarea'),
        ];
        const titles = [...document.querySelectorAll('head > title')];
        const waiting = [
          ...controls.filter((element) => !marked(element, '__reactProps$')),
          ...titles.filter((element) => !marked(element, '__react')),
        ];
        return {
          // Next's chunks, through the first-paint loader (shared pages) or as Next wrote them (personal pages,
          // streamed: server/host/streamed-pages.mjs).
          scripts: [...document.scripts].some(
            (script) => script.text.startsWith(loaderStart) || /\/_next\/static\/.*\.js/.test(script.src),
          ),
          booted: 'next' in window,
          // The document React hydrates into is marked as soon as Next calls hydrateRoot, just after it boots.
          reactMarks: Object.keys(document).some((key) => key.startsWith('__react')),
          waiting: waiting.slice(0, 3).map((element) => element.outerHTML.slice(0, 120)),
          waitingCount: waiting.length,
        };
      }, LOADER_START)
      // A navigation (a redirect, a reload by the loader) replaced the document under the evaluation: ask again.
      .catch(() => undefined);
    if (state) {
      if (!state.scripts) return;
      if (state.booted && state.waitingCount === 0) return;
      if (state.booted) bootedAt ??= Date.now();
      if (bootedAt !== undefined && !state.reactMarks && Date.now() - bootedAt > BOOT_TO_HYDRATE_MS)
        throw new Error(
          "Next has booted but React marked no element with its `__react…` properties: React's internal names " +
            'have changed. Update the hydration wait in tests/e2e/fixtures.ts (waitForHydration).',
        );
      if (!state.booted && chunkRefused()) return;
      if (Date.now() > deadline)
        throw new Error(
          state.booted
            ? `React had not hydrated ${state.waitingCount} controls or titles after ${HYDRATION_TIMEOUT_MS} ms, e.g. ${state.waiting.join(' ')}`
            : `Next's script chunks had not run ${HYDRATION_TIMEOUT_MS} ms after the page loaded`,
        );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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

/** A script injected into the page at `url` does not run, and the browser reports it against the policy's script-src. */
export async function expectInjectedScriptRefused(page: Page, url: string) {
  const violations = recordCspViolations(page);
  await page.goto(url);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/script-src/)]));
}

/**
 * Presses a submit button as a visitor without JavaScript does (the browser posts the form itself) and returns the
 * answer to the post once the page it brought has loaded.
 */
export async function postForm(page: Page, button: Locator) {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await button.click();
  const response = await answered;
  await page.waitForLoadState();
  return response;
}

/** Every address the page asks for from now on, to show that something typed never went into one. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Fills a form's fields by their labels (`exact`: the whole label), in this order: a string is typed, `{ option }` is
 * chosen from a select.
 */
export async function fillFields(
  form: Locator,
  fields: Record<string, string | { option: string }>,
  { exact = false } = {},
) {
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label, { exact });
    if (typeof value === 'string') await field.fill(value);
    else await field.selectOption(value.option);
  }
}

/** Fills the named form's fields (fillFields) and posts it without JavaScript (postForm), returning the answer. */
export async function postFields(
  page: Page,
  formName: string,
  fields: Record<string, string>,
  submit: string,
  { exact = false } = {},
) {
  const form = page.getByRole('form', { name: formName });
  await fillFields(form, fields, { exact });
  return postForm(page, form.getByRole('button', { name: submit }));
}
