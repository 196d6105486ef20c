/**
 * Writes the page's CSS into its HTML, so the first paint waits for no request but the page itself. Next's
 * `<link rel="stylesheet" data-precedence>` tags stay, `disabled` (browsers do not fetch them, and React counts
 * them as loaded when it hydrates); the rules the page uses (critical-css.mjs) or, without the loader, the whole
 * chunks go where the first link was. Next's `experimental.inlineCss` repeats the CSS in the RSC payload instead.
 * Why, and what it measured: docs/features.md, "Paint".
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
