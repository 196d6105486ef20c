/**
 * The rules of a stylesheet that a page's own HTML uses, for its first paint (bench/RESULTS.md, "Paint").
 * Beasties (the maintained fork of Google's Critters) does the matching: CSS parsing, selectors against the DOM,
 * media queries, keyframes. Its `process()` is async only to read linked stylesheets; given the CSS inline it runs
 * to the end before it returns, and `processStyle` below keeps the pruned text from that run. A unit test
 * (critical-css.test.ts) fails if an upgrade changes that.
 */
import { createHash } from 'node:crypto';
import Beasties from 'beasties';

// `preload: false` (no preload of external sheets; there are none here) is accepted at run time but not in the types.
const OPTIONS = /** @type {import('beasties').Options} */ (
  /** @type {unknown} */ ({
    external: false,
    reduceInlineStyles: true,
    mergeStylesheets: false,
    preload: false,
    pruneSource: false,
    compress: false,
    keyframes: 'critical',
    logLevel: 'silent',
  })
);

class FirstPaintRules extends Beasties {
  /** @type {string | undefined} */
  rules;

  /**
   * @param {{ textContent: string }} style
   * @param {unknown} document
   */
  processStyle(style, document) {
    // @ts-expect-error Beasties' own step, not in its types; critical-css.test.ts fails if an upgrade changes it.
    super.processStyle(style, document);
    // The stylesheet is the document's first <style>; any later one is the page's own and not what is asked for.
    this.rules ??= style.textContent;
  }
}

// Pages rendered per request (sign-in, the academy) are mostly the same markup for every visitor: their rules are
// remembered by the markup they were worked out for (a few tens of milliseconds each), the oldest dropped first.
/** @type {Map<string, string | undefined>} */
const remembered = new Map();
const REMEMBERED_MAX = 256;

// An inline script may mark <html> while the page is parsed, before the first paint (the cookie banner shows on
// `data-consent-pending`, set just before it when no choice is stored): rules for that state are first-paint rules.
const PRE_PAINT_ATTRIBUTE = /document\.documentElement\.setAttribute\(\s*['"]([a-z][\w-]*)['"]/gi;

/**
 * @param {string | undefined} open
 * @param {string} html
 */
function withPrePaintAttributes(open, html) {
  if (!open) return open;
  const names = new Set([...html.matchAll(PRE_PAINT_ATTRIBUTE)].map(([, name]) => name));
  const missing = [...names].filter((name) => !new RegExp(`\\s${name}(?:=|\\s|>)`, 'i').test(open));
  return missing.length === 0 ? open : open.replace(/>$/, `${missing.map((name) => ` ${name}=""`).join('')}>`);
}

/**
 * The rules of `css` that match the elements of `html`, or undefined when they cannot be worked out.
 * @param {string} html
 * @param {string} css
 * @returns {string | undefined}
 */
export function criticalCss(html, css) {
  const open = withPrePaintAttributes(/<html\b[^>]*>/i.exec(html)?.[0], html);
  const bodyAt = html.search(/<body\b/i);
  if (!open || bodyAt < 0) return undefined;
  // Scripts (the hydration payload is most of the page) have no elements to match, and what is in <noscript> is not
  // drawn when scripts run (its styles are for visitors without them): leave both out of the parse.
  const body = html
    .slice(bodyAt)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript>/gi, '');
  const document = `<!DOCTYPE html>${open}<head><style>${css}</style></head>${body}`;
  const key = createHash('sha1').update(document).digest('base64');
  if (remembered.has(key)) return remembered.get(key);
  const beasties = new FirstPaintRules(OPTIONS);
  try {
    beasties.process(document).catch(() => {});
  } catch {
    beasties.rules = undefined;
  }
  const rules = typeof beasties.rules === 'string' && beasties.rules.length > 0 ? beasties.rules : undefined;
  remembered.set(key, rules);
  const oldest = remembered.keys().next().value;
  if (remembered.size > REMEMBERED_MAX && oldest !== undefined) remembered.delete(oldest);
  return rules;
}
