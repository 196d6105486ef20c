/**
 * Server-action requests are screened here, before Next sees them, because Next answers every malformed one with
 * a 500 (its action handler turns any error while reading the request into "500 Internal Server Error"; see the
 * TODO about 413 in next/dist/server/app-render/action-handler.js): a cross-site Origin (its CSRF refusal), a
 * body over `serverActions.bodySizeLimit`, a body that does not parse, JSON nested deep enough to overflow the
 * decoder's stack, a NUL in a multipart file name, a truncated multipart body. Each gets a 4xx here, with nothing
 * executed: 403 cross-site, 413 too large, 400 malformed. A request that passes is handed on with
 * its body read (at most the limit, which Next would have buffered anyway) and replayed.
 */
import { IncomingMessage } from 'node:http';

/** @typedef {{ status: number, message: string }} Refusal */

/**
 * Next's `serverActions.bodySizeLimit` (next.config.ts reads it from here, so the two cannot disagree): the grant
 * application's PDF of up to 5 MB (GRANT_UPLOAD_MAX_MB) with its fields, posted without JavaScript.
 */
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** Deeper nesting than any of the site's actions sends; enough to keep the decoder's recursion shallow. */
const MAX_DEPTH = 64;

/**
 * Whether Next would treat the request as a possible server action: a POST to a page (route handlers under
 * /api and the file routes read their own bodies) with the `Next-Action` header (a call from the page's
 * script) or a multipart body (a form posted without JavaScript, its action named in `$ACTION_…` fields).
 * @param {Pick<IncomingMessage, 'method' | 'url' | 'headers'>} req
 * @returns {boolean}
 */
export function isPossibleServerAction(req) {
  if (req.method !== 'POST') return false;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/_next/')) return false;
  if (req.headers['next-action'] !== undefined) return true;
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}

/**
 * Next's own CSRF rule (the Origin's host must be the request's host, or X-Forwarded-Host from a declared proxy,
 * which client-address.mjs has already vetted); a request without Origin is let through, as Next does: it cannot
 * carry a browser's credentials.
 * @param {Pick<IncomingMessage, 'headers'>} req
 * @returns {boolean}
 */
export function isCrossSiteAction(req) {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  const forwardedHost = req.headers['x-forwarded-host'];
  const host = (typeof forwardedHost === 'string' && forwardedHost.split(',')[0]?.trim()) || req.headers.host;
  if (!host || origin === 'null') return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The deepest nesting of arrays and objects in JSON text, counted without parsing it (strings skipped). */
/** @param {string} text */
export function jsonDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

/** Why a body would make Next fail, or undefined when it is well formed. */
/**
 * @param {Buffer} body
 * @param {string | undefined} contentType
 * @returns {Promise<string | undefined>}
 */
export async function malformedActionBody(body, contentType) {
  if (/^multipart\/form-data\b/i.test(contentType ?? '')) {
    let form;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType ?? '' } }).formData();
    } catch {
      return 'The form data is malformed or incomplete.';
    }
    for (const [name, value] of form) {
      if (typeof value !== 'string') {
        if (/[\u0000-\u001f\u007f]/.test(value.name)) return 'A file name contains control characters.';
      } else if (/^\d+$/.test(name) || /^\$ACTION_\d+:\d+$/.test(name)) {
        // React's rows of encoded arguments (and bound arguments of a form posted without JavaScript): JSON.
        const problem = malformedJson(value);
        if (problem) return problem;
      }
    }
    return undefined;
  }
  return malformedJson(body.toString('utf8'));
}

/** @param {string} text */
function malformedJson(text) {
  if (jsonDepth(text) > MAX_DEPTH) return 'The request is nested too deeply.';
  try {
    JSON.parse(text);
  } catch {
    return 'The request body is not valid JSON.';
  }
  return undefined;
}

/** A request object Next can read as if it had just arrived: the same head, and `body` as its stream. */
/**
 * @param {IncomingMessage} req
 * @param {Buffer} body
 */
function replay(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  const headers = { ...req.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
  copy.push(body);
  copy.push(null);
  // Whole already: otherwise destroying the copy once read counts as an aborted upload and closes the socket.
  copy.complete = true;
  return copy;
}

/** Reads at most `limit` bytes; undefined when the body is longer or the client stopped sending. */
/**
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | undefined>}
 */
async function readBounded(req, limit) {
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > limit) return undefined;
      chunks.push(chunk);
    }
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}

/**
 * Screens a possible server action. Answers `{ refuse: { status, message } }`, or `{ request }`: what to hand
 * to Next instead of `req`.
 */
/**
 * @param {IncomingMessage} req
 * @param {{ limit?: number }} [options]
 * @returns {Promise<{ refuse: Refusal, request?: undefined } | { request: IncomingMessage, refuse?: undefined }>}
 */
export async function screenServerAction(req, { limit = ACTION_BODY_LIMIT_BYTES } = {}) {
  if (isCrossSiteAction(req)) return { refuse: { status: 403, message: 'Cross-site request refused.' } };
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return { refuse: { status: 413, message: 'The request is too large.' } };
  // A body sent in chunks, without a declared length, is counted as it arrives.
  const body = await readBounded(req, limit);
  if (!body) return { refuse: { status: 413, message: 'The request is too large.' } };
  const problem = await malformedActionBody(body, req.headers['content-type']);
  if (problem) return { refuse: { status: 400, message: problem } };
  return { request: replay(req, body) };
}

/** The refusal as a small plain-text answer; the connection closes when the body was not read to its end. */
/**
 * @param {import('node:http').ServerResponse} res
 * @param {Refusal} refusal
 */
export function sendRefusal(res, { status, message }) {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(message);
}
