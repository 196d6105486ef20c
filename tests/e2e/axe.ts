import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// Best-practice rules that Lighthouse's accessibility score also counts.
const LIGHTHOUSE_RULES = [
  'heading-order',
  'empty-heading',
  'landmark-one-main',
  'page-has-heading-one',
  'duplicate-id-aria',
];

async function analyze(page: Page) {
  // Next streams a dynamic page's <title> after its first content, and puts it back after a refresh (a server
  // action): axe judges the settled page. A page that never gets a title still fails on it after the wait.
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
  // Sections below the fold (the footer) skip their rendering until they near the viewport (content-visibility:
  // auto) and keep the height last measured, possibly at another width: axe would read their text against the
  // page's white instead of their own background. Judge them rendered, as a visitor who scrolls there sees them.
  const rendered = await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  const wcag = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const practices = await new AxeBuilder({ page }).withRules(LIGHTHOUSE_RULES).analyze();
  await rendered.evaluate((element) => (element as Element).remove()).catch(() => undefined);
  return [...wcag.violations, ...practices.violations].map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Every WCAG 2.2 A/AA violation on the page as it is now, plus Lighthouse's best-practice rules. */
export async function violations(page: Page) {
  const found = await analyze(page);
  // A refresh that lands during the pass takes the title away for a moment (seen after the staff sign-in): judge the
  // page again once it is back. A page without a title still fails, as the second pass finds the same.
  if (found.some((violation) => violation.id === 'document-title')) return analyze(page);
  return found;
}

/** Violations of the named axe rules only (best-practice rules the WCAG pass leaves out, such as `region`). */
export async function ruleViolations(page: Page, rules: string[]) {
  const result = await new AxeBuilder({ page }).withRules(rules).analyze();
  return result.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** axe and no sideways scrolling at each width (a back-office page at 1280 and 390 px by default), then back to 1280. */
export async function expectNoAxeViolations(page: Page, widths = [1280, 390]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page), `axe at ${width} px on ${page.url()}`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scroll at ${width} px`,
    ).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The same down to 320 px, the width WCAG's reflow criterion names: pages a visitor or an agent uses on a phone. */
export const expectAccessible = (page: Page) => expectNoAxeViolations(page, [1280, 390, 320]);
