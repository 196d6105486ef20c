// Plain JavaScript: Next's cache handler (page-cache-handler.mjs) and the site's server (server/host/) both load it
// uncompiled, in one process.
/**
 * A count of the changes to this process's page cache: every page stored (rendered or regenerated), every
 * revalidation, every entry deleted. The site's server answers a shared page again without asking Next only while
 * the count is what it was when Next last answered that page (server/host/html-cache.mjs), so a revalidated or
 * regenerated page is never answered from an older copy. Kept on globalThis because Next may load the cache handler
 * through a module instance of its own.
 */
const SLOT = Symbol.for('site.page-cache.generation');

const COUNTING = Symbol.for('site.page-cache.counting');

/**
 * The count, or undefined while no counting cache handler has been made in this process (Next loads another one,
 * the shared Redis cache for instance, whose changes this count never sees): then nothing is answered by path.
 * @returns {number | undefined}
 */
export function pageCacheGeneration() {
  const slots = /** @type {Record<symbol, unknown>} */ (globalThis);
  return slots[COUNTING] ? (/** @type {number | undefined} */ (slots[SLOT]) ?? 0) : undefined;
}

/** Called by the counting cache handler when Next makes it: from then on the count speaks for the page cache. */
export function pageCacheCounting() {
  /** @type {Record<symbol, unknown>} */ (globalThis)[COUNTING] = true;
}

/** Counts one change; called by the cache handler. */
export function pageCacheChanged() {
  const slots = /** @type {Record<symbol, number | undefined>} */ (globalThis);
  slots[SLOT] = (slots[SLOT] ?? 0) + 1;
}
