/**
 * The site's HTTP server: Next's request handler inside a plain Node server that owns what Next leaves to
 * whoever runs it:
 * - which client address and forwarded headers to believe (client-address.mjs, TRUSTED_PROXIES);
 * - a hash-based Content-Security-Policy for every HTML page every visitor receives alike, and the JSON envelope for
 *   API errors Next would answer in its own format (response-rewrite.mjs); personal pages stream with the request
 *   gate's nonce instead, and a client's own policy header never reaches Next (streamed-pages.mjs);
 * - compression (after the HTML has been read; shared pages are compressed once per version and answered again
 *   without asking Next while its page cache has not changed, html-cache.mjs), a request id and one JSON log line
 *   per request;
 * - the page rewrites PAGE_REWRITES asks for (server/page-rewrite/page-as-served.mjs), at most;
 * - byte ranges of the files Next serves as they are, which it answers with a 500 when they are unsatisfiable
 *   (static-range.mjs);
 * - graceful shutdown: on SIGTERM it stops accepting, finishes the requests in flight, then exits.
 * `npm start`, the end-to-end suite, the benchmark and the scale test all serve through it.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { parseTrustedProxies, normaliseForwardedHeaders } from './client-address.mjs';
import { refuseUnsupportedMethod, rewriteResponses } from './response-rewrite.mjs';
import { chooseEncoding, createHtmlCache, plainPagePath } from './html-cache.mjs';
import { settleStaticRange } from './static-range.mjs';
import {
  PAYLOAD_PATH,
  createPageFetcher,
  createSelfPageRequest,
  servePayload,
} from '../page-rewrite/deferred-payload.mjs';
import { pageRewrites, parsePageRewrites } from '../page-rewrite/page-as-served.mjs';
import { pageCacheGeneration } from '../../lib/cache/page-versions.mjs';
import { isPossibleServerAction, screenServerAction, sendRefusal } from './action-requests.mjs';
import { dropClientPolicy } from './streamed-pages.mjs';
import { START_REFRESH_PATH, refreshRegulatoryPages } from './start-refresh.mjs';

const require = createRequire(import.meta.url);
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * @param {'info' | 'warn' | 'error'} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
export function log(level, msg, fields = {}) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

/**
 * @param {{ dir?: string; port?: number; hostname?: string; env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export async function startSiteServer({
  dir = process.cwd(),
  port = 3000,
  hostname = undefined,
  env = process.env,
} = {}) {
  const trust = parseTrustedProxies(env.TRUSTED_PROXIES ?? '');
  // Checked before Next starts, so a wrong value stops the start with the message instead of serving something else.
  const rewrites = pageRewrites(parsePageRewrites(env.PAGE_REWRITES));
  const distDir = env.NEXT_DIST_DIR || '.next';
  const logRequests = env.LOG_REQUESTS !== '0';
  const shutdownMs = Number(env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(env.SHUTDOWN_TIMEOUT_MS) : 10_000;
  const next = /** @type {typeof import('next').default} */ (require('next'));
  const compression = /** @type {typeof import('compression').default} */ (require('compression'));
  // `hostname` only binds the socket: given to Next, it made the proxy's rewrites (built on localhost) look
  // external, so Next fetched them from itself over HTTP instead of rendering them in place.
  const app = next({ dev: false, dir, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const compress = compression();
  // HTML_CACHE_MB: memory for shared pages' finished bytes (default 64); 0 turns the cache off.
  const htmlCacheMb = env.HTML_CACHE_MB === undefined || env.HTML_CACHE_MB === '' ? 64 : Number(env.HTML_CACHE_MB);
  // A typo must not switch the cache off without a word, as a NaN would.
  if (!(htmlCacheMb >= 0))
    throw new Error(`HTML_CACHE_MB must be a number of megabytes (0 turns the cache off), not "${env.HTML_CACHE_MB}".`);
  const htmlCache = htmlCacheMb > 0 ? createHtmlCache({ maxBytes: htmlCacheMb * 1024 * 1024, rewrites }) : undefined;
  // Shared pages are answered without asking Next only while the page cache Next reads is this process's counting
  // one (pageCacheGeneration is undefined otherwise): with Redis, another instance may revalidate a page unheard.
  const answerByPath = htmlCache !== undefined;
  let draining = false;
  // Read by the health route (app/api/health/route.ts), which answers 503 while the server drains.
  Object.assign(globalThis, {
    __siteServerState: {
      get draining() {
        return draining;
      },
    },
  });

  // Requests wait (a few milliseconds) until the pages showing regulatory state are marked for a fresh render
  // (start-refresh.mjs); the marking request itself passes.
  /** @type {Promise<unknown> | undefined} */
  let starting;
  const server = createServer((req, res) => {
    if (starting && (req.url ?? '').split('?')[0] !== START_REFRESH_PATH) {
      starting.then(() => server.emit('request', req, res));
      return;
    }
    const started = process.hrtime.bigint();
    const { method } = req; // as asked: a HEAD is handed to Next as a GET (response-rewrite.mjs)
    const { client, fromProxy } = normaliseForwardedHeaders(req, trust);
    // Next takes a page's script nonce from the request's policy header: only the request gate (proxy.ts) sets one.
    dropClientPolicy(req);
    const incomingId = fromProxy ? req.headers['x-request-id'] : undefined;
    const requestId = typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    if (draining) res.setHeader('connection', 'close');
    if (logRequests) {
      res.once('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
          requestId,
          method,
          path: (req.url ?? '').split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          client,
        });
      });
    }
    if (refuseUnsupportedMethod(req, res)) return;
    const fail = (/** @type {{ stack?: string } | undefined} */ error) => {
      log('error', 'unhandled', { requestId, error: String(error?.stack ?? error) });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    };
    // The generation is read before anything is asked of Next: a page stored while this request is rendered makes
    // what it answers an old version, never remembered as current.
    const generation = answerByPath ? pageCacheGeneration() : undefined;
    const path = generation === undefined ? undefined : plainPagePath(req);
    if (htmlCache && path !== undefined && generation !== undefined) {
      const encoding = chooseEncoding(req);
      const finished = htmlCache.finished(path, generation, encoding);
      if (finished) {
        finished.then(({ headers, body }) => {
          res.writeHead(200, {
            ...headers,
            'content-length': body.length,
            ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
          });
          res.end(method === 'HEAD' ? undefined : body);
        }, fail);
        return;
      }
    }
    // Without the payload rewrite there is nothing to find: a copy of a page served before PAGE_REWRITES changed
    // gets a 404, and its loader reloads it.
    if ((req.url ?? '').startsWith(PAYLOAD_PATH)) {
      const payloads = rewrites.payloads ? htmlCache : undefined;
      servePayload(req, res, { htmlCache: payloads, fetchPage, chooseEncoding }).catch(
        (/** @type {{ stack?: string } | undefined} */ error) => {
          log('error', 'unhandled', { requestId, error: String(error?.stack ?? error) });
          if (!res.headersSent) res.writeHead(500, { 'cache-control': 'no-store' });
          res.end();
        },
      );
      return;
    }
    const serve = (/** @type {import('node:http').IncomingMessage} */ request) =>
      compress(request, res, () => {
        rewriteResponses(request, res, { htmlCache, rewrites, generation });
        handle(request, res).catch(fail);
      });
    // Next answers a malformed server-action request with a 500; screened here, it gets a 4xx (action-requests.mjs).
    if (isPossibleServerAction(req)) {
      screenServerAction(req).then(
        (screened) => (screened.refuse ? sendRefusal(res, screened.refuse) : serve(screened.request)),
        fail,
      );
      return;
    }
    if (req.headers.range === undefined) return serve(req);
    settleStaticRange(req, res, { dir, distDir }).then((answered) => answered || serve(req), fail);
  });

  /**
   * A page asked from this server itself, which keeps its payload on the way (deferred-payload.mjs): for a payload
   * address of a page this instance has not served, or not in that version. Through the bound address, with no
   * forwarded headers; the body is not read, as the server has finished the page before it sends anything.
   */
  const ownOrigin = () => {
    // Listening on a TCP port, so the address is an AddressInfo.
    const bound = /** @type {import('node:net').AddressInfo} */ (server.address());
    const host = !bound.address || bound.address === '::' || bound.address === '0.0.0.0' ? '127.0.0.1' : bound.address;
    return `http://${host.includes(':') ? `[${host}]` : host}:${bound.port}`;
  };
  const fetchPage = createPageFetcher(createSelfPageRequest(ownOrigin));

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve(undefined));
  });
  log('info', 'listening', { port, hostname: hostname ?? '0.0.0.0', trustedProxies: trust.count });
  // Waiting is bounded: should the marking fail, the server serves what it has and says so in the log.
  starting = Promise.race([
    refreshRegulatoryPages(ownOrigin, log),
    new Promise((resolve) => setTimeout(resolve, 15_000).unref()),
  ]).finally(() => (starting = undefined));
  await starting;

  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    if (draining) return;
    draining = true;
    log('info', 'shutting down', { signal });
    const force = setTimeout(() => {
      log('warn', 'shutdown timeout: closing open connections', { afterMs: shutdownMs });
      server.closeAllConnections();
    }, shutdownMs);
    force.unref();
    // close() stops accepting and ends idle keep-alive connections; in-flight requests finish first.
    server.close(() => {
      log('info', 'stopped', { signal });
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}
