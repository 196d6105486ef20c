/**
 * Takes a shared page's hydration payload (the `self.__next_f.push([1, "…"])` scripts, half of every page) out of
 * its HTML and serves it at `/_payload/{hash}?page={path}`, which the first-paint loader fetches after the paint
 * and pushes into `self.__next_f` before any chunk runs, so Next finds it as if the document had carried it.
 * Only pages every visitor receives alike (the HTML cache, ../host/html-cache.mjs): their payload is the same for
 * everybody and can be addressed by its hash; the address names the page so that an instance that has not served
 * it can render it and find the payload. Why, and what it measured: docs/features.md, "Paint". Written by hand:
 * Next has no option for where its payload goes.
 */
import { createHash } from 'node:crypto';

export const PAYLOAD_PATH = '/_payload/';

// Exactly what Next writes for a piece of payload text: a JSON string in a push of kind 1. Kind 0 (which creates
// the array) stays in the page; any other kind (form state, binary rows) leaves the whole page as it is.
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const ANY_PUSH = /self\.__next_f\.push\(\[(?!0\])/;
const HASH = /^[A-Za-z0-9_-]{43}$/;

/**
 * The page without its payload scripts, and the payload's text; undefined when the page has no payload or one
 * that is not only text.
 * @param {string} html
 * @returns {{ html: string; payload: string } | undefined}
 */
export function takePayload(html) {
  /** @type {string[]} */
  const parts = [];
  const rest = html.replace(PAYLOAD_SCRIPT, (_, /** @type {string} */ literal) => {
    parts.push(JSON.parse(literal));
    return '';
  });
  if (parts.length === 0 || ANY_PUSH.test(rest)) return undefined;
  return { html: rest, payload: parts.join('') };
}

/**
 * The payload's address: its SHA-256 (base64url), and the page it belongs to.
 * @param {string} payload
 * @param {string} page
 * @returns {{ hash: string; url: string }}
 */
export function payloadAddress(payload, page) {
  const hash = createHash('sha256').update(payload).digest('base64url');
  return { hash, url: `${PAYLOAD_PATH}${hash}?page=${encodeURIComponent(page)}` };
}

// Paths that are never a page, so never worth rendering to find a payload.
const NOT_A_PAGE = /^\/(?:api|_next|_payload|og|videos|documents)(?:\/|$)/;

/**
 * The hash and page named by a payload request's URL, or undefined when it names neither soundly. The page must be
 * a path of this site (one leading slash; no query, fragment, backslash or control character), normalised as a
 * browser would (`/a/../b` is `/b`), and not a path that serves something other than pages (the API, assets,
 * pictures, files, payloads).
 * @param {string} url
 * @returns {{ hash: string; page: string } | undefined}
 */
export function parsePayloadRequest(url) {
  const parsed = URL.canParse(url, 'http://site.invalid') ? new URL(url, 'http://site.invalid') : undefined;
  if (!parsed?.pathname.startsWith(PAYLOAD_PATH)) return undefined;
  const hash = parsed.pathname.slice(PAYLOAD_PATH.length);
  const page = parsed.searchParams.get('page') ?? '';
  if (!HASH.test(hash)) return undefined;
  if (!/^\/(?!\/)[^?#\\\u0000-\u001f\u007f]{0,2000}$/.test(page)) return undefined;
  const normalised = new URL(page, 'http://site.invalid').pathname;
  // `/a/..//host/x` normalises to `//host/x`, which a URL parser reads as another host: never a page of this site.
  if (normalised.startsWith('//') || NOT_A_PAGE.test(normalised)) return undefined;
  return { hash, page: normalised };
}

/**
 * `fetchPage(page)`, which asks this server for a page (`request`) so that it keeps the page's payload on the way,
 * at most once per page every `everyMs` (a payload address with a made-up hash renders nothing more), and once for
 * all the requests that ask at the same moment (visitors of a new instance behind the load balancer). It remembers
 * the last `remember` pages it asked for, so its memory is bounded whatever paths it is given.
 * @param {(page: string) => Promise<unknown>} request
 * @param {{ everyMs?: number; remember?: number; now?: () => number }} [options]
 * @returns {(page: string) => Promise<unknown>}
 */
export function createPageFetcher(request, { everyMs = 10_000, remember = 1_000, now = Date.now } = {}) {
  /** @type {Map<string, { at: number; done: Promise<unknown> }>} page -> when it was asked, and the answer */
  const asked = new Map();
  return (page) => {
    const last = asked.get(page);
    if (last && now() - last.at < everyMs) return last.done;
    asked.delete(page);
    const oldest = asked.keys().next().value;
    if (asked.size >= remember && oldest !== undefined) asked.delete(oldest);
    const done = Promise.resolve()
      .then(() => request(page))
      .catch(() => undefined);
    asked.set(page, { at: now(), done });
    return done;
  };
}

// Self-renders in flight in this process, whatever server or fetcher asked: each is a whole page render, and a
// payload address is something any client can make up.
const selfRenders = { inFlight: 0, max: 4 };

/**
 * `request(page)` for createPageFetcher: asks this instance, at `origin()` (its bound address), for one of its own
 * pages. The page only ever becomes the URL's path (never a URL resolved against the origin, where `//host/x` is
 * another host), the origin is checked before anything is sent, and at most `selfRenders.max` pages render so at
 * once in the process; beyond that the payload is reported missing (404, and the loader reloads the page).
 * @param {() => string} origin
 * @param {{ fetch?: typeof globalThis.fetch, timeoutMs?: number }} [options]
 * @returns {(page: string) => Promise<void>}
 */
export function createSelfPageRequest(origin, { fetch = globalThis.fetch, timeoutMs = 10_000 } = {}) {
  return async (page) => {
    const base = new URL(origin());
    const url = new URL(base.origin);
    url.pathname = page;
    if (url.origin !== base.origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//'))
      throw new Error(`refused to ask another origin for ${JSON.stringify(page)}`);
    if (selfRenders.inFlight >= selfRenders.max) return;
    selfRenders.inFlight += 1;
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
    } finally {
      selfRenders.inFlight -= 1;
    }
  };
}

const PAYLOAD_HEADERS = {
  'content-type': 'text/x-component; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  vary: 'Accept-Encoding',
};

/**
 * Answers `GET /_payload/{hash}?page={path}` from the HTML cache (html-cache.mjs). A payload this instance has not
 * kept is looked for by asking the page from itself (`fetchPage`, createPageFetcher): the page may never have been
 * served here, or been served here in an older version than another instance rendered from the shared cache. An
 * address no current version of the page has (the page changed since the visitor loaded it, or the site was
 * updated) then answers 404, and the loader reloads the page. The same bytes never change under one address, so a
 * found payload may be cached for a year.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{
 *   htmlCache: import('../host/html-cache.mjs').HtmlCache | undefined;
 *   fetchPage: (page: string) => Promise<unknown>;
 *   chooseEncoding: (req: import('node:http').IncomingMessage) => import('../host/html-cache.mjs').Encoding;
 * }} options
 * @returns {Promise<void>}
 */
export async function servePayload(req, res, { htmlCache, fetchPage, chooseEncoding }) {
  /** @param {number} status @param {string} text */
  const sendStatus = (status, text) => {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendStatus(405, 'Method not allowed');
  }
  const wanted = parsePayloadRequest(req.url ?? '');
  if (!wanted || !htmlCache) return sendStatus(404, 'Not found');
  const encoding = chooseEncoding(req);
  let body = await htmlCache.payload(wanted.hash, encoding);
  if (!body) {
    await fetchPage(wanted.page);
    body = await htmlCache.payload(wanted.hash, encoding);
  }
  if (!body) return sendStatus(404, 'Not found');
  res.writeHead(200, {
    ...PAYLOAD_HEADERS,
    'cache-control': 'public, max-age=31536000, immutable',
    'content-length': body.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
