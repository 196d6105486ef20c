// Plain JavaScript: next.config points `cacheHandler` here and Next imports it with Node's own import, uncompiled.
import { createRequire } from 'node:module';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { MAX_SEGMENT_BYTES, refusedEntry } from './refused-entry.mjs';
import { pageCacheChanged, pageCacheCounting } from './page-versions.mjs';

const require = createRequire(import.meta.url);
/** @type {any} Next's own file-system cache (the one it uses when no cacheHandler is set) */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

/**
 * The page cache of a single host: Next's own file-system cache with three differences.
 *
 * Next 16 writes every ISR render into `{distDir}/server/route-cache/`, a 404 included: a page that calls
 * `notFound()` is stored with status 404 and its route's `revalidate`, under the address that was asked for
 * (build/templates/app-page-runtime.js, response-cache/index.js: the entry is kept whenever it has a cacheControl).
 * So every made-up `/eifu/{code}`, `/news-detail/{id}` or media filter added about 140 KB on disk (an HTML file,
 * its RSC payload, its segment files), never expired; and an address with a path segment longer than the file
 * system allows logged ENAMETOOLONG. Next's cache has no size limit (only its in-memory copy, cacheMaxMemorySize,
 * has one), so it is bounded here:
 * - an entry that is not a page (status 300 or more: a 404, a redirect home, an error) is never stored: the next
 *   request renders it again, which for an unknown address is one database lookup (refused-entry.mjs);
 * - an entry whose address has a path segment over MAX_SEGMENT_BYTES is not stored (the page is still rendered);
 * - the entries written at run time stay under a byte budget (PAGE_CACHE_MB, default 256): past it, the least
 *   recently used are deleted. A deleted entry is rendered again when it is next asked for; the build's own
 *   prerendered files (`server/app/`) are never touched, so a page built ahead falls back to its build copy.
 * The budget counts what this process wrote or read, and what an earlier process left (listed once at start).
 * Several instances share Redis instead (redis-cache-handler.mjs), whose memory limit is Redis's own `maxmemory`.
 */

export { MAX_SEGMENT_BYTES, refusedEntry };
const ROUTE_CACHE = '/route-cache/';

/** @param {any} data @returns {number} the bytes an entry takes on disk, about */
function entryBytes(data) {
  if (!data) return 0;
  const size = (/** @type {unknown} */ part) =>
    typeof part === 'string' ? Buffer.byteLength(part) : Buffer.isBuffer(part) ? part.length : 0;
  let bytes = 512 + size(data.html) + size(data.rscData) + size(data.body);
  if (data.pageData) bytes += Buffer.byteLength(JSON.stringify(data.pageData));
  if (data.segmentData instanceof Map) for (const buffer of data.segmentData.values()) bytes += size(buffer);
  return bytes;
}

/** What one process knows of the run-time entries on disk: key -> bytes, in least recently used order. */
const state = {
  /** @type {Map<string, number>} */
  entries: new Map(),
  bytes: 0,
  /** @type {Promise<void> | undefined} */
  listed: undefined,
  /** @type {Promise<void>} */
  evicting: Promise.resolve(),
};

/** The budget in bytes: PAGE_CACHE_MB (0 turns the limit off). */
export function budgetBytes(env = process.env) {
  const mb = env.PAGE_CACHE_MB === undefined || env.PAGE_CACHE_MB === '' ? 256 : Number(env.PAGE_CACHE_MB);
  return Number.isFinite(mb) && mb > 0 ? mb * 1024 * 1024 : Infinity;
}

/** @param {string} key @param {number} bytes */
function remember(key, bytes) {
  state.bytes -= state.entries.get(key) ?? 0;
  state.entries.delete(key);
  state.entries.set(key, bytes);
  state.bytes += bytes;
}

/** @param {string} key */
function touch(key) {
  const bytes = state.entries.get(key);
  if (bytes === undefined) return;
  state.entries.delete(key);
  state.entries.set(key, bytes);
}

/**
 * The files of an entry under `{serverDistDir}/route-cache/`: `{base}.html`, `.rsc`, `.meta`, `.body`, `.json`,
 * `.segments/`.
 * @param {string} serverDistDir
 * @param {string} key
 */
function entryFiles(serverDistDir, key) {
  const root = resolve(serverDistDir, 'route-cache');
  const base = resolve(serverDistDir, `.${key}`);
  if (!base.startsWith(root + sep)) return [];
  return ['.html', '.rsc', '.meta', '.body', '.json', '.segments'].map((suffix) => base + suffix);
}

/**
 * Lists what earlier processes left in the route cache, oldest first, so the budget counts it too.
 * @param {string} serverDistDir
 */
async function listExisting(serverDistDir) {
  const root = join(serverDistDir, 'route-cache');
  /** @type {{ key: string, bytes: number, time: number }[]} */
  const found = [];
  /** @param {string} dir @returns {Promise<number>} */
  const sizeOf = async (dir) => {
    let total = 0;
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      total += entry.isDirectory() ? await sizeOf(path) : ((await stat(path).catch(() => undefined))?.size ?? 0);
    }
    return total;
  };
  /** @param {string} dir */
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.endsWith('.segments')) await walk(path);
      } else if (entry.name.endsWith('.meta')) {
        const base = path.slice(0, -'.meta'.length);
        const key = `/${relative(serverDistDir, base).split(sep).join('/')}`;
        let bytes = 0;
        let time = 0;
        for (const file of entryFiles(serverDistDir, key)) {
          const stats = await stat(file).catch(() => undefined);
          if (!stats) continue;
          bytes += stats.isDirectory() ? await sizeOf(file) : stats.size;
          time = Math.max(time, stats.mtimeMs);
        }
        found.push({ key, bytes, time });
      }
    }
  };
  await walk(root);
  found.sort((a, b) => a.time - b.time);
  // Entries this process has already touched are newer than anything listed here.
  const seen = new Map(state.entries);
  state.entries.clear();
  state.bytes = 0;
  for (const { key, bytes } of found) if (!seen.has(key)) remember(key, bytes);
  for (const [key, bytes] of seen) remember(key, bytes);
}

export default class BoundedPageCache extends FileSystemCache {
  /** @param {any} ctx Next's cache handler context (serverDistDir, fs, flushToDisk, ...) */
  constructor(ctx) {
    super(ctx);
    pageCacheCounting();
    /** @type {string} */
    this.distDir = ctx.serverDistDir;
    // Next makes a handler per request; the listing is made once per process.
    state.listed ??= this.distDir && ctx.flushToDisk !== false ? listExisting(this.distDir) : Promise.resolve();
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    // An address whose file name could not exist: nothing to read (and no ENAMETOOLONG).
    if (refusedEntry(key, undefined)) return null;
    const found = await super.get(key, ctx);
    if (found && key.startsWith(ROUTE_CACHE)) touch(key);
    return found;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (refusedEntry(key, data)) return;
    await super.set(key, data, ctx);
    pageCacheChanged();
    if (!data || !key.startsWith(ROUTE_CACHE) || !this.distDir) return;
    remember(key, entryBytes(data));
    await this.evict();
  }

  /**
   * Counted before and after: a page rendered while the revalidation is recorded is not taken as current.
   * @param {...any} args
   */
  async revalidateTag(...args) {
    pageCacheChanged();
    try {
      return await super.revalidateTag(...args);
    } finally {
      pageCacheChanged();
    }
  }

  /** Deletes the least recently used run-time entries until the cache is within its budget. */
  async evict() {
    await state.listed;
    const budget = budgetBytes();
    const run = state.evicting.then(async () => {
      for (const [key, bytes] of state.entries) {
        if (state.bytes <= budget) break;
        state.entries.delete(key);
        state.bytes -= bytes;
        FileSystemCache.memoryCache?.remove?.(key);
        pageCacheChanged();
        await Promise.all(
          entryFiles(this.distDir, key).map((file) => rm(file, { recursive: true, force: true }).catch(() => {})),
        );
      }
    });
    state.evicting = run.catch(() => {});
    await run;
  }

  /** For tests: the run-time entries counted and their bytes. */
  static usage() {
    return { entries: state.entries.size, bytes: state.bytes };
  }

  /** For tests: forgets what was counted (another build folder). */
  static reset() {
    state.entries.clear();
    state.bytes = 0;
    state.listed = undefined;
  }
}
