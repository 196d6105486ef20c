/**
 * Finished HTML for pages that every visitor receives alike (prerendered and ISR pages): their page rewrites,
 * script hashes and compressed bodies are computed once per version of the page and reused.
 *
 * An entry's key is a SHA-1 of the body Next produced, so a regenerated ISR page is a new entry and an old one ages
 * out. A page asked for at a plain path is also remembered by that path (`keep`), and the next request for the path
 * is answered from here before Next is asked (`finished`), as long as Next's page cache has not changed since
 * (docs/architecture.md, "The site's server", says why this is safe and what it saves). Personal pages
 * (Cache-Control private or no-store) are never kept: they are compressed per request by the compression
 * middleware. A page's hydration payload, when taken out (page-rewrite/deferred-payload.mjs), is kept beside it,
 * under its own hash, for as long as the page is.
 *
 * Compression runs on libuv's thread pool, never on the main thread (Brotli 11 takes most of a second on a large
 * page): the first visitor of a version gets a quick copy (Brotli 5, gzip 6), and the strongest compression
 * replaces it in the background, one page at a time so that Next's file reads keep their share of the pool.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { inlineScriptHashes } from './inline-script-hashes.mjs';
import { pageRewrites } from '../page-rewrite/page-as-served.mjs';

/**
 * @typedef {'br' | 'gzip' | 'identity'} Encoding
 * @typedef {{ identity: Buffer; br?: Buffer; gzip?: Buffer; pending?: Partial<Record<'br' | 'gzip', Promise<Buffer>>> }} Encodings
 *   a body, its compressed copies once asked for, and those being compressed
 * @typedef {Encodings & { hashes: string[]; bytes: number; key: string; kept: boolean; paths?: Set<string>; payload?: Encodings & { hash: string } }} Entry
 * @typedef {{ entry: Entry; headers: Record<string, string | string[] | number>; generation: number; until: number }} Finished
 *   a page as last answered at a path: its entry, the headers it went with, the page cache's generation when its
 *   request arrived, and until when it may be answered without asking Next
 * @typedef {{
 *   readonly size: number;
 *   readonly bytes: number;
 *   lookup(body: Buffer, encoding: Encoding, page?: string): Promise<{ hashes: string[]; body: Buffer; entry: Entry }>;
 *   keep(path: string, entry: Entry, headers: Record<string, string | string[] | number>, generation: number, maxAgeMs: number): void;
 *   finished(path: string, generation: number, encoding: Encoding): Promise<{ headers: Record<string, string | string[] | number>; body: Buffer }> | undefined;
 *   payload(hash: string, encoding: Encoding): Promise<Buffer | undefined>;
 *   idle(): Promise<void>;
 * }} HtmlCache
 */

// Brotli when the client takes it (every current browser), else gzip.
const SUPPORTED = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** @param {Buffer} body @param {number} quality */
const brotliAt = (body, quality) =>
  brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
/** @type {Record<'br' | 'gzip', (body: Buffer) => Promise<Buffer>>} quick enough for a visitor to wait for */
const QUICK = { br: (body) => brotliAt(body, 5), gzip: (body) => gzipAsync(body, { level: 6 }) };
// Compressed once per page version, so the strongest settings are affordable and every visitor gets fewer bytes.
/** @type {Record<'br' | 'gzip', (body: Buffer) => Promise<Buffer>>} */
const BEST = { br: (body) => brotliAt(body, 11), gzip: (body) => gzipAsync(body, { level: 9 }) };

/**
 * Whether a response may be shared between visitors (and so kept here).
 * @param {unknown} cacheControl
 * @returns {boolean}
 */
export function isShareable(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  return !/\b(?:private|no-store)\b/.test(value);
}

// Request headers under which Next may answer a path with something else than its page (client navigation data,
// a server action, a conditional answer, a draft) or the gate may decide otherwise.
const NOT_PLAIN = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'if-none-match',
  'if-modified-since',
  'range',
];
// Back-office and academy addresses: the request gate (proxy.ts) decides on them by cookie, so Next is always asked.
const GATED = /^\/(?:admin|academy|login)(?:\/|$)/;
// Headers that belong to one response, not to the page.
const PER_RESPONSE = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'x-request-id',
];

/**
 * `url` when it is a path as a URL parser writes it (no query, fragment, dot segments or doubled slash), else
 * undefined. Only such a path names a page in the cache: Next reads `/./about` and `/x/../about` as `/about`, and
 * a key per spelling would let made-up spellings push real pages out.
 * @param {string | undefined} url
 * @returns {string | undefined}
 */
export function canonicalPagePath(url = '') {
  if (!url.startsWith('/') || url.startsWith('//') || /[?#]/.test(url)) return undefined;
  return URL.canParse(url, 'http://site.invalid') && new URL(url, 'http://site.invalid').pathname === url
    ? url
    : undefined;
}

/**
 * The path of a request that a page kept by path may answer (`finished`): a GET or HEAD of a plain path (no query)
 * outside the gated sections, with none of the headers above and no draft-mode cookie; undefined otherwise.
 * @param {Pick<import('node:http').IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @returns {string | undefined}
 */
export function plainPagePath(req) {
  const url = canonicalPagePath(req.url);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || url === undefined) return undefined;
  if (GATED.test(url) || NOT_PLAIN.some((name) => req.headers[name] !== undefined)) return undefined;
  if (/\b__prerender_bypass=/.test(req.headers.cookie ?? '')) return undefined;
  return url;
}

/**
 * The headers of a response worth answering again for its path, or undefined when it must not be: it sets a
 * cookie, or carries no shared lifetime (`s-maxage` or `max-age`).
 * @param {import('node:http').ServerResponse} res
 * @returns {{ headers: Record<string, string | string[] | number>; maxAgeMs: number } | undefined}
 */
export function headersToKeep(res) {
  if (res.hasHeader('set-cookie')) return undefined;
  const control = String(res.getHeader('cache-control') ?? '');
  const seconds = Number((/\bs-maxage=(\d+)/.exec(control) ?? /\bmax-age=(\d+)/.exec(control))?.[1] ?? 0);
  if (!(seconds > 0)) return undefined;
  /** @type {Record<string, string | string[] | number>} */
  const headers = {};
  for (const [name, value] of Object.entries(res.getHeaders()))
    if (value !== undefined && !PER_RESPONSE.includes(name)) headers[name] = value;
  const vary = String(headers.vary ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  // Next is asked again at least every 10 seconds: a page whose ISR time is up is regenerated on Next's next
  // request for it, and this makes sure there is one.
  return { headers, maxAgeMs: Math.min(seconds * 1000, 10_000) };
}

/**
 * The encoding to send for a request's Accept-Encoding: 'br', 'gzip' or 'identity'.
 * @param {Pick<import('node:http').IncomingMessage, 'headers'>} req
 * @returns {Encoding}
 */
export function chooseEncoding(req) {
  return (
    /** @type {Encoding | undefined} */ (new Negotiator(req).encoding(SUPPORTED, { preferred: PREFERRED })) ??
    'identity'
  );
}

/**
 * @param {{ maxBytes?: number, maxWaiting?: number, rewrites?: import('../page-rewrite/page-as-served.mjs').PageRewrites, now?: () => number }} [options]
 *   `maxWaiting`: compressions at full strength that may wait their turn; past it a page keeps its quick copy (many
 *   new pages at once must not queue without end, each holding its bytes); `rewrites`: what is done to a page
 *   before it is kept (PAGE_REWRITES, default all)
 * @returns {HtmlCache}
 */
export function createHtmlCache({
  maxBytes = 64 * 1024 * 1024,
  maxWaiting = 256,
  rewrites = pageRewrites('full'),
  now = Date.now,
} = {}) {
  /** @type {Map<string, Entry>} a Map keeps insertion order, used as least recently used */
  const entries = new Map();
  /** @type {Map<string, Finished>} path -> the page last answered there (see `finished`) */
  const byPath = new Map();
  /** @type {Map<string, Set<string>>} payload hash -> keys of the entries that hold it (two paths can serve the same page, e.g. a rewrite) */
  const payloadHolders = new Map();
  let bytes = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      entry.kept = false;
      bytes -= entry.bytes;
      for (const path of entry.paths ?? []) if (byPath.get(path)?.entry === entry) byPath.delete(path);
      const holders = entry.payload && payloadHolders.get(entry.payload.hash);
      holders?.delete(key);
      if (entry.payload && holders?.size === 0) payloadHolders.delete(entry.payload.hash);
    }
  };

  /** The strongest compressions still to do, one at a time: [entry, holder, encoding]. */
  /** @type {[Entry, Encodings, 'br' | 'gzip'][]} */
  const background = [];
  /** @type {Promise<void> | undefined} */
  let working;
  const work = async () => {
    for (let job = background.shift(); job; job = background.shift()) {
      const [entry, holder, encoding] = job;
      // A page already pushed out of the cache is not worth the work.
      if (!entry.kept) continue;
      const quick = holder[encoding];
      const best = await BEST[encoding](holder.identity).catch(() => undefined);
      if (!best || !quick || !entry.kept || best.length >= quick.length) continue;
      holder[encoding] = best;
      entry.bytes += best.length - quick.length;
      bytes += best.length - quick.length;
    }
  };
  const startWork = () => {
    if (working) return;
    // Settled after this assignment even when every job was skipped without waiting.
    working = work().finally(() => {
      working = undefined;
      if (background.length > 0) startWork();
    });
  };

  /**
   * `holder[encoding]`, compressed from `holder.identity` the first time it is asked for (quickly, and better in the
   * background); `entry` counts the bytes. Requests that arrive while it is compressed wait for the same work.
   * @param {Entry} entry
   * @param {Encodings} holder
   * @param {Encoding} encoding
   * @returns {Promise<Buffer>}
   */
  const encoded = async (entry, holder, encoding) => {
    if (encoding === 'identity') return holder.identity;
    const done = holder[encoding];
    if (done) return done;
    const pending = (holder.pending ??= {});
    let compressing = pending[encoding];
    if (!compressing) {
      compressing = pending[encoding] = QUICK[encoding](holder.identity).then((body) => {
        delete pending[encoding];
        holder[encoding] = body;
        if (entry.kept) {
          entry.bytes += body.length;
          bytes += body.length;
          if (background.length < maxWaiting) background.push([entry, holder, encoding]);
          startWork();
        }
        return body;
      });
      compressing.catch(() => delete pending[encoding]);
    }
    return compressing;
  };

  /**
   * @param {Buffer} body
   * @param {string | undefined} page
   * @param {string} key
   * @returns {Entry}
   */
  const create = (body, page, key) => {
    // A page too large to stay here for long beside others (its compressed copies too) keeps its payload inline: the
    // payload's address would soon answer 404 and send its visitors round a reload.
    const served =
      page !== undefined && body.length <= maxBytes / 4
        ? rewrites.sharedPage(body, page)
        : { body: rewrites.page(body) };
    /** @type {Entry} */
    const entry = {
      hashes: inlineScriptHashes(served.body.toString('utf8')),
      identity: served.body,
      bytes: 0,
      key,
      kept: true,
    };
    if (served.payload)
      entry.payload = { hash: served.payload.hash, identity: Buffer.from(served.payload.text, 'utf8') };
    entry.bytes = entry.identity.length + (entry.payload?.identity.length ?? 0);
    return entry;
  };

  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /**
     * The page as served (page-as-served.mjs), its script hashes and its body in `encoding`, computed at most once
     * per page version; `page`, the path a request without query asked for, lets its payload be taken out.
     */
    async lookup(body, encoding, page) {
      const key = createHash('sha1').update(body).digest('base64') + (page === undefined ? '' : `\n${page}`);
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      } else {
        entry = create(body, page, key);
        entries.set(key, entry);
        bytes += entry.bytes;
        if (entry.payload) {
          if (!payloadHolders.has(entry.payload.hash)) payloadHolders.set(entry.payload.hash, new Set());
          payloadHolders.get(entry.payload.hash)?.add(key);
        }
      }
      const result = { hashes: entry.hashes, body: await encoded(entry, entry, encoding), entry };
      evict();
      return result;
    },
    /**
     * Remembers that `path` was just answered with `entry` and `headers`, for `finished`: only for a page every
     * visitor receives alike that a request without query, cookie-dependent gate or conditional asked for
     * (response-rewrite.mjs decides).
     */
    keep(path, entry, headers, generation, maxAgeMs) {
      if (!entry.kept) return;
      (entry.paths ??= new Set()).add(path);
      byPath.set(path, { entry, headers, generation, until: now() + maxAgeMs });
    },
    /**
     * The page last answered at `path`, in `encoding`, without asking Next again: while it is kept here, the page
     * cache has not changed since its request arrived (`generation`: no page stored or revalidated since,
     * lib/cache/page-versions.mjs) and its time is not up. Undefined otherwise: Next answers, as it always did.
     */
    finished(path, generation, encoding) {
      const found = byPath.get(path);
      if (!found) return undefined;
      if (!found.entry.kept || found.generation !== generation || now() >= found.until) {
        byPath.delete(path);
        return undefined;
      }
      const { entry, headers } = found;
      // Recently used, as a lookup would make it.
      entries.delete(entry.key);
      entries.set(entry.key, entry);
      return encoded(entry, entry, encoding).then((body) => {
        evict();
        return { headers, body };
      });
    },
    /** A payload taken out of a page still kept here, in `encoding`; undefined once its page has gone. */
    async payload(hash, encoding) {
      const holders = payloadHolders.get(hash);
      const first = holders?.values().next().value;
      const entry = first === undefined ? undefined : entries.get(first);
      if (!entry?.payload) return undefined;
      const body = await encoded(entry, entry.payload, encoding);
      evict();
      return body;
    },
    /** Settles once the background compressions asked for so far are done (for tests). */
    async idle() {
      while (working) await working;
    },
  };
}
