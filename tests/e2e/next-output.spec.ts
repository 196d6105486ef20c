import { expect, recordCspViolations, test, waitForHydration } from './fixtures';
import { builtPolicy, prerenderedPages, servedPageProblems } from './served-pages';

// The site's server rewrites what Next writes (server/): these hold it to every page of the real build, so
// that a Next upgrade that writes its pages differently fails here (`npm run check:next-next` runs them on the
// newest Next canary). The build the suite serves; the server inlines its CSS chunks from NEXT_DIST_DIR.
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e';
process.env.NEXT_DIST_DIR = DIST_DIR;

test('every prerendered page: payload taken out and served as Next wrote it, loader in, every inline script in the CSP @rewrite', async () => {
  const pages = prerenderedPages(DIST_DIR);
  // The registry has about 150 pages; far fewer means the manifest was not read as intended.
  expect(pages.length).toBeGreaterThan(100);
  const policy = builtPolicy(DIST_DIR);
  const problems = Object.fromEntries(
    (await Promise.all(pages.map(async (page) => [page.path, await servedPageProblems(page, policy)] as const))).filter(
      ([, found]) => found.length > 0,
    ),
  );
  expect(problems).toEqual({});
});

// Hydration needs a browser: one page of each app route, as served (its payload fetched after the paint).
test('a page of every prerendered template hydrates from its deferred payload without a CSP violation @rewrite', async ({
  page,
}) => {
  const samples = new Map<string, string>();
  for (const { template, path } of prerenderedPages(DIST_DIR)) if (!samples.has(template)) samples.set(template, path);
  test.setTimeout(samples.size * 20_000);
  const violations = recordCspViolations(page);
  const payloads: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_payload/')) payloads.push(response.status());
  });
  for (const [template, path] of samples)
    await test.step(`${template}: ${path}`, async () => {
      payloads.length = 0;
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(payloads).toEqual([200]);
      expect(await violations()).toEqual([]);
    });
});
