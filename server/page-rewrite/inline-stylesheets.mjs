/**
 * Writes the page's CSS into its HTML, so the first paint waits for no request but the page itself.
 *
 * Next links each CSS chunk from <head> (`<link rel="stylesheet" data-precedence>`): a render-blocking request that
 * a bare Next page does not make, and on a phone link it costs a round trip before any text shows (bench/RESULTS.md,
 * "Paint"). Here the rules the page's own elements use (critical-css.mjs) are written as one `<style>` where the
 * first link was, and Next's links stay, marked `disabled`: browsers do not fetch a disabled stylesheet, and React,
 * when it hydrates, finds a link with that href in the document and counts the stylesheet as loaded, so it neither
 * fetches nor inserts it again. Later client navigations insert the chunks they need as usual. Next's
 * `experimental.inlineCss` also writes CSS into the page, but repeats it in the RSC payload (three times the HTML).
 * The stylesheets Next only preloads (those of boundaries the page does not show, such as not-found) are dropped
 * from the HTML: React preloads them from the payload when it hydrates, after the first paint.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { criticalCss } from './critical-css.mjs';

// Exactly the tags Next writes for its own CSS chunks (with its `?dpl=` deployment query); anything else stays.
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/([^"?<>]+\.css)(?:\?[^"<>]*)?)" data-precedence="([^"<>]+)"\/>/g;
const STYLESHEET_PRELOAD = /<link rel="preload" href="\/_next\/static\/[^"<>]+\.css(?:\?[^"<>]*)?" as="style"\/>/g;

/** @type {Map<string, string | undefined>} */
const builtCss = new Map();

/**
 * A built CSS chunk's text (`file` below `<distDir>/static/`), or undefined when it cannot be inlined.
 * @param {string} file
 * @returns {string | undefined}
 */
export function builtStylesheet(file, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const path = join(distDir, 'static', file);
  if (!builtCss.has(path)) {
    let css;
    try {
      css = readFileSync(path, 'utf8');
    } catch {
      css = undefined;
    }
    // Text that could end the element, or a relative url() that would resolve against the page instead of the
    // chunk, keeps its link.
    builtCss.set(
      path,
      css !== undefined && !/<\/style|url\(\s*(?!['"]?(?:[a-z][a-z0-9+.-]*:|\/|#))/i.test(css) ? css : undefined,
    );
  }
  return builtCss.get(path);
}

/**
 * The page with Next's stylesheet links written inline (see above); `read` gives a chunk's text. With `critical`,
 * only the rules the page's own elements use are written in, before the first link; the links stay disabled and
 * marked `data-after-paint`, and the first-paint loader enables them, so the whole stylesheets arrive just after
 * the paint (before any script can add an element they style). Visitors without JavaScript get them from a
 * `<noscript>` copy of the links. Without `critical`, or when the rules cannot be worked out, each chunk is
 * written whole where its link was.
 * @param {string} html
 * @param {(file: string) => string | undefined} [read]
 * @param {{ critical?: boolean }} [options]
 * @returns {string}
 */
export function inlineStylesheets(html, read = builtStylesheet, { critical = false } = {}) {
  const links = [...html.matchAll(STYLESHEET_LINK)].map(([, href = '', file = '', precedence = '']) => ({
    href,
    precedence,
    css: read(file),
  }));
  if (links.length === 0 || links.some((link) => link.css === undefined)) return inlineEach(html, read);
  const rules = critical ? criticalCss(html, links.map((link) => link.css).join('\n')) : undefined;
  if (rules === undefined) return inlineEach(html, read);
  const last = links.at(-1);
  let index = 0;
  const page = html.replace(STYLESHEET_LINK, () => {
    // The same expression found them, so there is one link for each match.
    const link = /** @type {(typeof links)[number]} */ (links[index++]);
    const before = link === links[0] ? `<style>${rules}</style>` : '';
    const after =
      link === last
        ? `<noscript>${links.map(({ href }) => `<link rel="stylesheet" href="${href}"/>`).join('')}</noscript>`
        : '';
    return before + disabledLink(link, { afterPaint: true }) + after;
  });
  return page.replace(STYLESHEET_PRELOAD, '');
}

/**
 * Next's link, kept for React to find, which the browser does not fetch (until the loader enables it).
 * @param {{ href: string; precedence: string }} link
 * @param {{ afterPaint?: boolean }} [options]
 */
function disabledLink({ href, precedence }, { afterPaint = false } = {}) {
  const mark = afterPaint ? ' data-after-paint=""' : '';
  return `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""${mark}/>`;
}

/**
 * Each chunk written whole where its link was (any chunk that cannot be read keeps its link).
 * @param {string} html
 * @param {(file: string) => string | undefined} read
 */
function inlineEach(html, read) {
  let inlined = false;
  const page = html.replace(
    STYLESHEET_LINK,
    (tag, /** @type {string} */ href, /** @type {string} */ file, /** @type {string} */ precedence) => {
      const css = read(file);
      if (css === undefined) return tag;
      inlined = true;
      return `<style>${css}</style>${disabledLink({ href, precedence })}`;
    },
  );
  return inlined ? page.replace(STYLESHEET_PRELOAD, '') : page;
}
