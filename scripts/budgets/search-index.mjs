/**
 * Search index budget: `/search-index.json`, which the search overlay downloads the first time it opens, stays
 * under 32 KB compressed (gzip; 20.5 KB today). Checked on the build by check.mjs, and on the index built from the
 * catalogues by tests/unit/search.test.ts, with this one limit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const SEARCH_INDEX_ROUTE = '/search-index.json';
export const SEARCH_INDEX_LIMIT = 32 * 1024;

/** Compressed size of a search index's JSON text. */
export const searchIndexBytes = (/** @type {string} */ json) => gzipSync(json).length;

/**
 * The prerendered index of a build, measured.
 * @param {string} distDir
 * @returns {{ bytes: number, limit: number }}
 */
export function searchIndexWeight(distDir) {
  const body = `${distDir}/server/app${SEARCH_INDEX_ROUTE}.body`;
  if (!existsSync(body)) throw new Error(`${SEARCH_INDEX_ROUTE} has no prerendered body in ${body}`);
  return { bytes: searchIndexBytes(readFileSync(body, 'utf8')), limit: SEARCH_INDEX_LIMIT };
}
