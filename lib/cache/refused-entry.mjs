// Plain JavaScript: both cache handlers (page-cache-handler.mjs, redis-cache-handler.mjs) import it uncompiled.

/** A path segment's longest name on disk with Next's suffixes (`.segments`), within the usual 255-byte limit. */
export const MAX_SEGMENT_BYTES = 200;

/**
 * Why a page cache entry must not be stored, or undefined. Next 16 stores a page that called `notFound()` under
 * the address asked for, with status 404 and its route's `revalidate`, and one that called `redirect()` (an
 * unknown news id goes home) with status 307: every made-up address would be one more entry. Such an answer is
 * rendered again on each request instead (for an unknown address, one database lookup); an address with a
 * segment too long for a file name is rendered and not stored.
 * @param {string} key Next's cache key (`/route-cache/APP_PAGE/{route}/$/eifu/abc` for a page)
 * @param {{ kind?: string, status?: number } | null | undefined} data
 * @returns {'not a page' | 'long' | undefined}
 */
export function refusedEntry(key, data) {
  if (data && typeof data.status === 'number' && data.status >= 300) return 'not a page';
  if (key.split('/').some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)) return 'long';
  return undefined;
}
