/**
 * Addresses of the preview pictures (og:image) and the text they may print. The pictures are drawn by
 * app/og/* with next/og from the same titles the pages show: one per registered page, generated at build
 * (about 25 ms each), and one per news item, generated on first request and cached like the news pages.
 */
import { findRoute } from '../routes';
import { awarenessPath } from '../i18n/locales';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const HOME_IMAGE_KEY = 'index';

/** `/og/pages/devices/aortic/perceval.png` for /devices/aortic/perceval; the home page is `index`. */
export function pageImageFile(path: string): string {
  return `/og/pages/${path === '/' ? HOME_IMAGE_KEY : path.slice(1)}.png`;
}

/** The page path a picture address names (the inverse of pageImageFile), from the route's segments. */
export function pathOfPageImage(segments: readonly string[]): string | undefined {
  const joined = segments.join('/');
  if (!joined.endsWith('.png')) return undefined;
  const key = joined.slice(0, -'.png'.length);
  return key === HOME_IMAGE_KEY ? '/' : `/${key}`;
}

/** Pages with a picture of their own: every indexable registered page (press releases use their news picture). */
export function hasPageImage(path: string): boolean {
  const route = findRoute(path);
  return Boolean(route && 'path' in route && route.indexable && !path.startsWith('/press-release/'));
}

/**
 * The picture shared for a page. The awareness pages share the English one: the bundled font has no Chinese
 * glyphs, and next/og would otherwise fetch fonts from Google at render time. Pages without a picture of their
 * own (non-indexable pages: the set-password link, the learner's pages) share the home page's.
 */
export function ogImageForPage(address: string): string {
  const path = address.split('?')[0]!;
  if (path.startsWith('/patients-and-caregivers/')) return pageImageFile(awarenessPath('en'));
  return pageImageFile(hasPageImage(path) ? path : '/');
}

export function ogImageForNews(id: number): string {
  return `/og/news/${id}.png`;
}

/** The news id a picture address names, e.g. `12.png`. */
export function newsIdOfImage(file: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.png$/.exec(file);
  return match ? Number(match[1]) : undefined;
}

/**
 * Text as the picture may print it: characters the bundled Latin font can draw. Anything else (emoji, CJK)
 * would make next/og download fonts or emoji from the internet while rendering, or fail offline.
 */
export function drawableText(text: string, maxLength = 140): string {
  const kept = text
    .replace(/[^\u0020-\u024F\u1E00-\u1EFF\u2010-\u2026\u2030-\u203A\u20AC\u2122]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return kept.length > maxLength ? `${kept.slice(0, maxLength - 1).trimEnd()}…` : kept;
}
