/**
 * The media library's address rules the request gate applies. No imports: the gate runs on every request and must
 * not load the media catalogue (tests/unit/proxy-imports.test.ts); lib/media/filter-query.test.ts keeps the keys
 * equal to the facets of lib/content/media/facets.ts.
 */

/** The query keys that filter the library (`?topic=webinar&device=haart`). */
export const MEDIA_FILTER_KEYS = ['topic', 'device', 'approach', 'procedure', 'product', 'product_feature'] as const;

/** The per-request route that renders a filtered library (app/(site)/media-library/filtered). */
export const FILTERED_LIBRARY_PATH = '/media-library/filtered';

/**
 * Where a library address with a filter query is rendered: `/media-library?topic=webinar` on the filtered route,
 * `/media-library/aortic-solutions?topic=webinar` on its product library there. Without a filter key the page is
 * the static one (a campaign tag alone does not make it per request).
 */
export function mediaLibraryRewrite(path: string, search: URLSearchParams): string | undefined {
  if (!MEDIA_FILTER_KEYS.some((key) => search.has(key))) return undefined;
  const library = path === '/media-library' ? '' : path.match(/^\/media-library(\/[a-z-]+)$/)?.[1];
  if (library === undefined) return undefined;
  return `${FILTERED_LIBRARY_PATH}${library}?${search.toString()}`;
}
