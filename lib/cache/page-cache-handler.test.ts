/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import BoundedPageCache from './page-cache-handler.mjs';
import { pageCacheGeneration } from './page-versions.mjs';

/**
 * The single host's page cache on a real folder, written as Next writes it: what a made-up address leaves on disk
 * (nothing), and that the entries written at run time stay within their budget.
 */
const route = '/route-cache/APP_PAGE/37b600b9030701c63d5d7e00ce0326b2a87662041b1f4b062a118bd17c919788/$';
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300 } };
const page = (text: string, status?: number) => ({
  kind: 'APP_PAGE',
  html: `<!doctype html><html><body>${text}</body></html>`,
  rscData: Buffer.from(`0:${text}`),
  headers: {},
  postponed: undefined,
  status,
  segmentData: new Map([['/_tree', Buffer.from(text)]]),
});

/** Every file under a folder and their bytes. */
function usage(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { files, bytes };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

let dist: string;
let handler: InstanceType<typeof BoundedPageCache>;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'page-cache-'));
  BoundedPageCache.reset();
  handler = new BoundedPageCache({ serverDistDir: dist, fs: nodeFs, flushToDisk: true });
});
afterEach(() => {
  delete process.env.PAGE_CACHE_MB;
  rmSync(dist, { recursive: true, force: true });
});

describe('the single host page cache', () => {
  it('stores a page, and never a 404 (a page that called notFound()), a redirect home or an error', async () => {
    await handler.set(`${route}/eifu/perceval-ifu`, page('Perceval'), ctx);
    const kept = usage(join(dist, 'route-cache'));
    expect(kept.files).toBeGreaterThan(0);
    expect(await handler.get(`${route}/eifu/perceval-ifu`, ctx)).not.toBeNull();
    for (let index = 0; index < 50; index++)
      await handler.set(`${route}/eifu/made-up-${index}`, page('Not found', 404), ctx);
    await handler.set(`${route}/news-detail/x`, page('Error', 500), ctx);
    await handler.set(`${route}/news-detail/987654`, page('Redirect', 307), ctx);
    expect(usage(join(dist, 'route-cache'))).toEqual(kept);
    expect(await handler.get(`${route}/eifu/made-up-1`, ctx)).toBeNull();
  });

  it('stores nothing, and fails on nothing, for an address whose name is too long for the file system', async () => {
    const code = 'a'.repeat(300);
    await expect(handler.set(`${route}/eifu/${code}`, page('A long one'), ctx)).resolves.toBeUndefined();
    await expect(handler.get(`${route}/eifu/${code}`, ctx)).resolves.toBeNull();
    expect(usage(dist).files).toBe(0);
  });

  it('keeps the pages written at run time within PAGE_CACHE_MB, dropping the least recently used', async () => {
    process.env.PAGE_CACHE_MB = '0.05'; // about 52 KB
    const text = 'x'.repeat(4_000);
    await handler.set(`${route}/media-library/filtered/all/first`, page(text), ctx);
    for (let index = 0; index < 40; index++) {
      await handler.set(`${route}/media-library/filtered/all/topic.${index}`, page(text), ctx);
      // The first page is asked for all the time: it stays.
      await handler.get(`${route}/media-library/filtered/all/first`, ctx);
    }
    expect(usage(join(dist, 'route-cache')).bytes).toBeLessThanOrEqual(0.05 * 1024 * 1024);
    expect(BoundedPageCache.usage().bytes).toBeLessThanOrEqual(0.05 * 1024 * 1024);
    expect(existsSync(join(dist, `.${route}/media-library/filtered/all/first.html`))).toBe(true);
    expect(existsSync(join(dist, `.${route}/media-library/filtered/all/topic.0.html`))).toBe(false);
    expect(existsSync(join(dist, `.${route}/media-library/filtered/all/topic.39.html`))).toBe(true);
  });

  it('counts what an earlier process left in the cache', async () => {
    const text = 'x'.repeat(4_000);
    for (let index = 0; index < 10; index++) await handler.set(`${route}/news-detail/${index}`, page(text), ctx);
    const before = usage(join(dist, 'route-cache')).bytes;
    BoundedPageCache.reset();
    process.env.PAGE_CACHE_MB = String(before / 2 / 1024 / 1024);
    const restarted = new BoundedPageCache({ serverDistDir: dist, fs: nodeFs, flushToDisk: true });
    await restarted.set(`${route}/news-detail/new`, page(text), ctx);
    expect(usage(join(dist, 'route-cache')).bytes).toBeLessThanOrEqual(before / 2);
    expect(existsSync(join(dist, `.${route}/news-detail/new.html`))).toBe(true);
    expect(existsSync(join(dist, `.${route}/news-detail/0.html`))).toBe(false);
  });

  it('counts every page stored and every revalidation, and not a refused entry, for the server (page-versions.mjs)', async () => {
    // Made by Next (the tests above made one): from then on the count speaks for the page cache.
    expect(pageCacheGeneration()).toEqual(expect.any(Number));
    const before = pageCacheGeneration();
    await handler.set(`${route}/eifu/made-up`, page('Not found', 404), ctx);
    expect(pageCacheGeneration()).toBe(before);
    await handler.set(`${route}/news`, page('News'), ctx);
    const stored = pageCacheGeneration();
    expect(stored).toBeGreaterThan(before!);
    await handler.revalidateTag(['_N_T_/news']);
    expect(pageCacheGeneration()).toBeGreaterThan(stored!);
  });
});
