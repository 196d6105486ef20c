/**
 * Holds back the responses the server must finish itself: HTML pages (to hash their inline scripts into the CSP,
 * after the page rewrites of PAGE_REWRITES, server/page-rewrite/) and API errors that Next answers in its own format
 * (a bare 405, an HTML 500), which become the site's JSON envelope. Everything else streams through untouched, and
 * so do personal pages: HTML whose policy carries the request gate's nonce and that no shared cache may keep
 * (streamed-pages.mjs).
 */
import { inlineScriptHashes, withScriptHashes } from './inline-script-hashes.mjs';
import { canonicalPagePath, chooseEncoding, headersToKeep, isShareable, plainPagePath } from './html-cache.mjs';
import { pageRewrites } from '../page-rewrite/page-as-served.mjs';
import { policyNonce, withoutNonce } from './streamed-pages.mjs';

/** @param {number} code @param {string} description */
const envelope = (code, description) => JSON.stringify({ success: false, code, payload: null, description, count: 0 });

export const API_METHOD_DESCRIPTION = 'This method is not allowed here.';
const API_ERROR_DESCRIPTION = 'Something went wrong on our side. Please try again later.';

// A back-office page that refuses (403) or finds nothing (404) renders inside the back office's shell, which Next can
// only answer with 200 (components/admin/StatusPages.tsx says why); it names its status in this tag.
const BACK_OFFICE_STATUS = /<meta name="back-office-status" content="(403|404)"\/?>/;

/**
 * Sends a back-office page's own status (403 or 404) instead of Next's 200: only for a back-office address and a
 * 200 page, so nothing else (and nothing a visitor wrote into a public page) can change a status this way.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} body
 */
export function backOfficeStatus(req, res, body) {
  if (res.statusCode !== 200 || !isBackOffice(req)) return;
  const found = BACK_OFFICE_STATUS.exec(body.toString('utf8'));
  if (found) res.statusCode = Number(found[1]);
}

/**
 * The held start of a streamed personal page as the page rewrites leave it (`streamedHead`). Only up to the last
 * complete tag is read as text, so a character cut by the chunk's end is passed on as bytes.
 * @param {Buffer} held
 * @param {string} policy
 * @param {import('../page-rewrite/page-as-served.mjs').PageRewrites} rewrites
 * @returns {Buffer}
 */
export function deferChunks(held, policy, rewrites) {
  const nonce = policyNonce(policy);
  const end = held.lastIndexOf('>') + 1;
  if (!nonce || end === 0) return held;
  const html = held.subarray(0, end).toString('utf8');
  const deferred = rewrites.streamedHead(html, nonce);
  return deferred === html ? held : Buffer.concat([Buffer.from(deferred), held.subarray(end)]);
}

/** @param {import('node:http').IncomingMessage} req */
function isBackOffice(req) {
  const path = (req.url ?? '').split('?')[0] ?? '';
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * A redirect to the home page's not-found marker (lib/not-found.ts), where an unknown address leads.
 * @param {import('node:http').ServerResponse} res
 */
function isNotFoundRedirect(res) {
  return (
    res.statusCode >= 300 && res.statusCode < 400 && /#page-not-found$/.test(headerText(res.getHeader('location')))
  );
}

/** @param {unknown} value */
function headerText(value) {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/**
 * Patches res so the body of a held-back response is collected and finished in `end`. With `htmlCache`
 * (html-cache.mjs), pages every visitor receives alike are hashed and compressed once per version, and with
 * `generation` (the page cache's when the request arrived) remembered by path, to answer the next requests for it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{
 *   htmlCache?: import('./html-cache.mjs').HtmlCache;
 *   rewrites?: import('../page-rewrite/page-as-served.mjs').PageRewrites;
 *   generation?: number;
 * }} [options]
 */
export function rewriteResponses(req, res, { htmlCache, rewrites = pageRewrites('full'), generation } = {}) {
  // Taken before a HEAD becomes a GET; a plain path (html-cache.mjs) whose page may be answered again.
  const plainPath = generation === undefined ? undefined : plainPagePath(req);
  const isApi = (req.url ?? '').startsWith('/api/') || req.url === '/api';
  // A HEAD is answered with the headers a GET gets: Next, asked for HEAD, sends no body to read, so the page kept
  // Next's raw length and a policy without its script hashes. Next renders it as a GET; Node still sends no body,
  // as the response was created for a HEAD. The API answers HEAD itself (its route handlers' own rules).
  if (req.method === 'HEAD' && !isApi) req.method = 'GET';
  const original = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
    // The compression middleware's flush(), when it is in front.
    flush: /** @type {{ flush?: () => void }} */ (res).flush,
  };
  /**
   * 'head': a streamed personal page, held only until its <head> is complete, then passed through: a back-office
   * page's status is decided there (backOfficeStatus), and the chunk scripts written so far are put after the first
   * paint (deferChunks).
   * @type {'html' | 'api-error' | 'pass' | 'head' | undefined} undefined until the first body byte or end
   */
  let mode;
  /** @type {Buffer[]} */
  const chunks = [];
  // A page rendered with the gate's nonce (so for a route it gates), shared all the same: never answered by path.
  let gated = false;

  const restore = () => Object.assign(res, original);
  const decide = () => {
    if (mode) return mode;
    // An answer for an address that does not exist (a 404, or the redirect home an unknown news id gets): Next gives
    // an ISR page that called notFound() or redirect() its route's shared Cache-Control. Nobody keeps it, neither a
    // proxy nor the HTML cache, where made-up addresses would push the site's pages out.
    if (!isApi && (res.statusCode === 404 || isNotFoundRedirect(res))) res.setHeader('cache-control', 'no-store');
    const type = headerText(res.getHeader('content-type')).toLowerCase();
    // A 304's headers replace the cached page's: it must not bring a policy without that page's hashes.
    if (res.statusCode === 304) res.removeHeader('content-security-policy');
    // A body that is already encoded was finished elsewhere (a proxied response): its bytes are not HTML to read.
    const encoded = !/^(?:identity)?$/i.test(headerText(res.getHeader('content-encoding')));
    const policy = headerText(res.getHeader('content-security-policy'));
    if (!isApi && !encoded && type.startsWith('text/html') && policy) {
      // A nonce is for a page rendered for this request alone. A page that may be shared (Next answered from its
      // prerendered or ISR cache, which has no nonce in it) is finished with hashes, its policy without the nonce.
      // A personal page passes through as Next writes it (streamed-pages.mjs).
      if (policyNonce(policy) === undefined) mode = 'html';
      else if (!isShareable(res.getHeader('cache-control'))) mode = 'head';
      else {
        res.setHeader('content-security-policy', withoutNonce(policy));
        gated = true;
        mode = 'html';
      }
    } else if (isApi && (res.statusCode === 405 || res.statusCode >= 500) && !type.startsWith('application/json'))
      mode = 'api-error';
    else mode = 'pass';
    if (mode === 'pass') {
      restore();
      if (pendingHead) original.writeHead.apply(res, pendingHead);
    }
    return mode;
  };

  /**
   * The held start of a streamed back-office page, its <head> complete: its status is decided, and from here on
   * the page streams through.
   * @param {Buffer} held
   * @param {any} [callback]
   */
  const passHeld = (held, callback) => {
    backOfficeStatus(req, res, held);
    restore();
    if (pendingHead) pendingHead[0] = res.statusCode;
    if (pendingHead) original.writeHead.apply(res, pendingHead);
    return res.write(deferChunks(held, headerText(res.getHeader('content-security-policy')), rewrites), callback);
  };

  /** @type {[number] | undefined} */
  let pendingHead;
  /** @param {...any} args */
  res.writeHead = function writeHead(...args) {
    // Keep the status and headers on res; they are sent when the body is known.
    const [status, second, third] = args;
    res.statusCode = status;
    const headers = typeof second === 'string' ? third : second;
    if (typeof second === 'string') res.statusMessage = second;
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers)
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    pendingHead = [res.statusCode];
    return res;
  };
  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') return original.flushHeaders.call(res);
  };
  Object.assign(res, {
    flush() {
      if (decide() === 'pass') return original.flush?.call(res);
    },
  });
  /**
   * @param {any} chunk
   * @param {any} [encoding]
   * @param {any} [callback]
   */
  res.write = function write(chunk, encoding, callback) {
    if (decide() === 'pass') return res.write(chunk, encoding, callback);
    if (chunk)
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'),
      );
    if (mode === 'head') {
      const held = Buffer.concat(chunks);
      if (held.includes('</head>') || held.includes('<body'))
        return passHeld(held, typeof encoding === 'function' ? encoding : callback);
    }
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  /**
   * @param {any} [chunk]
   * @param {any} [encoding]
   * @param {any} [callback]
   */
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (decide() === 'pass') return res.end(chunk, encoding, callback);
    if (chunk) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? 'utf8'));
    if (mode === 'head') {
      const held = Buffer.concat(chunks);
      backOfficeStatus(req, res, held);
      restore();
      if (pendingHead) pendingHead[0] = res.statusCode;
      if (pendingHead) original.writeHead.apply(res, pendingHead);
      return res.end(deferChunks(held, headerText(res.getHeader('content-security-policy')), rewrites), callback);
    }
    /**
     * The body is whole now: one length, no framing header left over (Next copies a proxy rewrite's
     * `transfer-encoding: chunked` onto the response, and both together are an invalid HTTP message).
     * @param {Buffer} whole
     */
    const finish = (whole) => {
      res.removeHeader('transfer-encoding');
      res.removeHeader('content-length');
      res.setHeader('content-length', whole.length);
      return res.end(whole, callback);
    };
    /** @type {Buffer} */
    let body = Buffer.concat(chunks);
    restore();
    if (mode === 'html') {
      backOfficeStatus(req, res, body);
      const policy = headerText(res.getHeader('content-security-policy'));
      if (htmlCache && isShareable(res.getHeader('cache-control'))) {
        const encoding = chooseEncoding(req);
        // Only a page asked for without a query has its payload taken out: the payload's address names the page, and
        // a query (a visitor's own search, a tracking code) must not be written into what other visitors receive.
        // Compressed off the main thread the first time (html-cache.mjs): the response is finished when it is ready.
        htmlCache.lookup(body, encoding, canonicalPagePath(req.url)).then(
          (page) => {
            res.setHeader('content-security-policy', withScriptHashes(policy, page.hashes));
            const keep = plainPath && res.statusCode === 200 && !gated && !isBackOffice(req) && headersToKeep(res);
            if (keep && generation !== undefined)
              htmlCache.keep(plainPath, page.entry, keep.headers, generation, keep.maxAgeMs);
            // The compression middleware below sees the encoding and passes the bytes through (still adding Vary).
            if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
            finish(page.body);
          },
          (/** @type {Error} */ error) => res.destroy(error),
        );
        return res;
      } else {
        body = rewrites.page(body);
        res.setHeader('content-security-policy', withScriptHashes(policy, inlineScriptHashes(body.toString('utf8'))));
      }
    } else {
      const status = res.statusCode === 405 ? 405 : 500;
      res.statusCode = status;
      body = Buffer.from(envelope(status, status === 405 ? API_METHOD_DESCRIPTION : API_ERROR_DESCRIPTION));
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
    }
    return finish(body);
  };
}

/**
 * Methods no route of the site answers, refused before they reach Next (which answers TRACE with a 500).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean}
 */
export function refuseUnsupportedMethod(req, res) {
  if (!['TRACE', 'TRACK', 'CONNECT'].includes(req.method ?? '')) return false;
  const isApi = (req.url ?? '').startsWith('/api/');
  res.statusCode = 405;
  res.setHeader('allow', isApi ? 'GET, HEAD, POST, OPTIONS' : 'GET, HEAD');
  res.setHeader('cache-control', 'no-store');
  if (isApi) {
    res.setHeader('content-type', 'application/json');
    res.end(envelope(405, API_METHOD_DESCRIPTION));
  } else {
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Method not allowed');
  }
  return true;
}
