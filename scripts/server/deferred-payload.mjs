/**
 * Takes a shared page's hydration payload out of its HTML and serves it as a resource of its own, which the
 * first-paint loader fetches after the paint (first-paint-scripts.mjs).
 *
 * The App Router writes the page twice: as HTML, and as the React Server Components payload that React needs to
 * hydrate it (`self.__next_f.push([1, "…"])` scripts, half of every page here and 102 KB of the French awareness
 * page). A visitor reads the HTML; the payload is needed only once the script chunks run, which they do after the
 * first paint. Left in the document, every first visit waits for it before the paint (the awareness pages needed a
 * second round trip on a phone's link), and the browser parses it while the visitor is already reading. Here the
 * payload leaves the document and is fetched with the chunks: the same bytes, later and in parallel, never before
 * the paint. The loader pushes it into `self.__next_f` before any chunk runs, so Next finds it exactly as if the
 * document had carried it.
 *
 * Only pages that every visitor receives alike are treated so (the HTML cache, html-cache.mjs): their payload is
 * the same for everybody and can be addressed by its hash. Its address also names the page, so that an instance
 * that has not served the page yet (several instances behind a load balancer) can render it and find the payload.
 * Personal pages keep their payload inline. Written by hand: Next has no option for where its payload goes.
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
 */
export function takePayload(html) {
  const parts = [];
  const rest = html.replace(PAYLOAD_SCRIPT, (_, literal) => {
    parts.push(JSON.parse(literal));
    return '';
  });
  if (parts.length === 0 || ANY_PUSH.test(rest)) return undefined;
  return { html: rest, payload: parts.join('') };
}

/** The payload's address: its SHA-256 (base64url), and the page it belongs to. */
export function payloadAddress(payload, page) {
  const hash = createHash('sha256').update(payload).digest('base64url');
  return { hash, url: `${PAYLOAD_PATH}${hash}?page=${encodeURIComponent(page)}` };
}

/**
 * The hash and page named by a payload request's URL, or undefined when it names neither soundly. The page must be
 * a path of this site (one leading slash; no query, fragment, backslash or control character) and not a payload
 * address itself.
 */
export function parsePayloadRequest(url) {
  const parsed = URL.canParse(url, 'http://site.invalid') ? new URL(url, 'http://site.invalid') : undefined;
  if (!parsed?.pathname.startsWith(PAYLOAD_PATH)) return undefined;
  const hash = parsed.pathname.slice(PAYLOAD_PATH.length);
  const page = parsed.searchParams.get('page') ?? '';
  if (!HASH.test(hash)) return undefined;
  if (!/^\/(?!\/)[^?#\\\u0000-\u001f\u007f]{0,2000}$/.test(page) || page.startsWith(PAYLOAD_PATH)) return undefined;
  return { hash, page };
}

const PAYLOAD_HEADERS = {
  'content-type': 'text/x-component; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  vary: 'Accept-Encoding',
};

/**
 * Answers `GET /_payload/{hash}?page={path}` from the HTML cache (html-cache.mjs). A payload this instance has not
 * kept is looked for by asking the page from itself (`fetchPage`), once, and only when the newest copy of the page
 * it kept has no other payload: an old address (the page changed, or the site was updated) answers 404 without
 * rendering anything, and the loader then reloads the page. The same bytes never change under one address, so a
 * found payload may be cached for a year.
 */
export async function servePayload(req, res, { htmlCache, fetchPage, chooseEncoding }) {
  const sendStatus = (status, text) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end(text);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendStatus(405, 'Method not allowed');
  }
  const wanted = parsePayloadRequest(req.url ?? '');
  if (!wanted || !htmlCache) return sendStatus(404, 'Not found');
  const encoding = chooseEncoding(req);
  let body = htmlCache.payload(wanted.hash, encoding);
  if (!body && htmlCache.newestPayload(wanted.page) === undefined) {
    await fetchPage(wanted.page).catch(() => undefined);
    body = htmlCache.payload(wanted.hash, encoding);
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
