/**
 * Finished HTML for pages that every visitor receives alike (prerendered and ISR pages): their script hashes and
 * compressed bodies are computed once per version of the page and reused, instead of hashing and compressing the
 * same bytes on every request. A profile of `/about` under load put compression at a quarter of the server's busy
 * time and script hashing at a few percent more (bench/RESULTS.md, "Static throughput").
 *
 * The key is a SHA-1 of the body Next produced, so a regenerated ISR page is a new entry and an old one ages out;
 * nothing can be served that Next did not just render for this request. Personal pages (Cache-Control private or
 * no-store) are never kept: they are compressed per request by the compression middleware as before.
 * Written by hand because the compression middleware streams and cannot reuse work across responses.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { inlineScriptHashes } from './inline-script-hashes.mjs';
import { pageAsServed } from './page-as-served.mjs';

// Brotli when the client takes it (every current browser), else gzip.
const SUPPORTED = ['br', 'gzip', 'identity'];
const PREFERRED = ['br', 'gzip'];
// Compressed once per page version, so the strongest settings are affordable and every visitor gets fewer bytes.
const COMPRESS = {
  br: (body) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

/** Whether a response may be shared between visitors (and so kept here). */
export function isShareable(cacheControl) {
  const value = String(cacheControl ?? '').toLowerCase();
  return !/\b(?:private|no-store)\b/.test(value);
}

/** The encoding to send for a request's Accept-Encoding: 'br', 'gzip' or 'identity'. */
export function chooseEncoding(req) {
  return new Negotiator(req).encoding(SUPPORTED, { preferred: PREFERRED }) ?? 'identity';
}

export function createHtmlCache({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** key -> { hashes, identity, br?, gzip?, bytes }; a Map keeps insertion order, used as least recently used. */
  const entries = new Map();
  let bytes = 0;

  const evict = () => {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  return {
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    /** The page as served (page-as-served.mjs), its script hashes and its body in `encoding`, computed at most once per page version. */
    lookup(body, encoding) {
      const key = createHash('sha1').update(body).digest('base64');
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      } else {
        const served = pageAsServed(body);
        entry = { hashes: inlineScriptHashes(served.toString('utf8')), identity: served, bytes: served.length };
        entries.set(key, entry);
        bytes += entry.bytes;
      }
      if (encoding !== 'identity' && !entry[encoding]) {
        entry[encoding] = COMPRESS[encoding](entry.identity);
        entry.bytes += entry[encoding].length;
        bytes += entry[encoding].length;
      }
      const result = { hashes: entry.hashes, body: entry[encoding] };
      evict();
      return result;
    },
  };
}
