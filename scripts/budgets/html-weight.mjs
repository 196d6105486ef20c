/**
 * HTML weight budget: a prerendered page's document (raw bytes, before compression) stays under 72 KB, unless the
 * page's own content is longer. The goal is 60 KB (bench/RESULTS.md); ordinary pages are 48-65 KB today, of which about
 * 27 KB is the shared header, footer and region chooser written twice (HTML and hydration payload), so the limit
 * guards against regressions until that shell is lighter. Long-content pages are named below with their ceiling and reason, so growth from
 * markup or the hydration payload (an image list written for every device width, a duplicated style sheet) fails
 * CI while content can still be written. Figures and the reasons are also in bench/RESULTS.md ("Page weight").
 * The CSS rules the server writes into each page as it serves it (scripts/server/inline-stylesheets.mjs, about
 * 11 KB raw and 2.5 KB as sent) are not counted here; bench/RESULTS.md reports pages as served, with them.
 */
import { readFileSync } from 'node:fs';
import { prerenderedHtmlPath } from './first-load-js.mjs';

export const HTML_LIMIT = 72 * 1024;

/**
 * Pages allowed more, each with its ceiling (about 10% above today) and why. Device pages carry five sections,
 * references and the section menu on top of the shared shell; bench/RESULTS.md tracks them.
 */
export const LONG_CONTENT = [
  {
    pattern: /^\/patients-and-caregivers\/[a-z]{2}$/,
    limit: 190 * 1024,
    reason: 'two topics of six chapters each, 33-46 KB of text written twice (HTML and hydration payload)',
  },
  {
    pattern: /^\/media-library(\/[a-z-]+)?$/,
    limit: 125 * 1024,
    reason: 'up to 26 video cards with titles, descriptions and poster sources',
  },
  {
    pattern: /^\/devices$/,
    limit: 125 * 1024,
    reason: 'every device family as a card with its drawing, summary and editions',
  },
  {
    pattern: /^\/devices\/(aortic|mitral|miami)(\/US)?\/[a-z0-9-]+$|^\/devices\/(aortic|mitral|miami)$/,
    limit: 76 * 1024,
    reason: 'device template: five sections, references and the section menu',
  },
  { pattern: /^\/(privacy|privacy-[a-z-]+)$/, limit: 78 * 1024, reason: 'long legal notices' },
];

export function htmlWeight(distDir, route) {
  const bytes = readFileSync(prerenderedHtmlPath(distDir, route)).length;
  const rule = LONG_CONTENT.find((entry) => entry.pattern.test(route));
  return { route, bytes, limit: rule?.limit ?? HTML_LIMIT, reason: rule?.reason };
}
