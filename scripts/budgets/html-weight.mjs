/**
 * HTML weight budget: a prerendered page's document (raw bytes, before compression) stays under 60 KB, unless the
 * page's own content is that long. Those pages are named here with their ceiling and the reason, so growth from
 * markup or the hydration payload (an image list written for every device width, a duplicated style sheet) fails
 * CI while content can still be written. Figures and the reasons are also in bench/RESULTS.md ("Page weight").
 */
import { readFileSync } from 'node:fs';
import { prerenderedHtmlPath } from './first-load-js.mjs';

export const HTML_LIMIT = 60 * 1024;

/**
 * Pages allowed more, each with its ceiling (about 10% above today) and why. Device pages are the one template
 * over 60 KB that is not long content: about 27 KB of every page is the shared header, footer and region chooser
 * (written as HTML and again in the hydration payload), and a device page adds its five sections, references and
 * section menu; bench/RESULTS.md tracks it.
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
