/**
 * HTML weight budget: the document a first visitor receives for a prerendered page (raw bytes, before compression)
 * stays under 60 KB, unless the page's own content is longer. Measured as the site's server sends it
 * (server/page-rewrite/page-as-served.mjs): with the CSS rules the page uses written in (about 11 KB raw) and without
 * the hydration payload, which the server serves apart and the page fetches after its first paint
 * (deferred-payload.mjs). Long-content pages are named below with their ceiling and reason, so growth from markup
 * (an image list written for every device width, a duplicated style sheet, a payload left in the page) fails CI
 * while content can still be written. Figures and the reasons are also in bench/RESULTS.md ("Page weight").
 */
import { readFileSync } from 'node:fs';
import { sharedPageAsServed } from '../../server/page-rewrite/page-as-served.mjs';
import { prerenderedHtmlPath } from './first-load-js.mjs';

export const HTML_LIMIT = 60 * 1024;

/** Pages allowed more, each with its ceiling (about 10% above today) and why. */
export const LONG_CONTENT = [
  {
    pattern: /^\/patients-and-caregivers\/[a-z]{2}$/,
    limit: 115 * 1024,
    reason:
      'a whole patient guide: two topics of six chapters each, 33-46 KB of text, the labelled heart diagram in the ' +
      "page's language, and each reference's links back to where it is cited (98-105 KB with them)",
  },
  {
    pattern: /^\/media-library(\/[a-z-]+)?$/,
    limit: 68 * 1024,
    reason: 'the whole catalogue: up to 26 video cards, each with its title card, title and description',
  },
];

export function htmlWeight(distDir, route) {
  const bytes = sharedPageAsServed(readFileSync(prerenderedHtmlPath(distDir, route)), route).body.length;
  const rule = LONG_CONTENT.find((entry) => entry.pattern.test(route));
  return { route, bytes, limit: rule?.limit ?? HTML_LIMIT, reason: rule?.reason };
}
