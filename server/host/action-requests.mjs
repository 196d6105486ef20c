/**
 * Server-action requests are screened here, before Next sees them, because Next answers every malformed one with
 * a 500 (its action handler turns any error while reading the request into "500 Internal Server Error"; see the
 * TODO about 413 in next/dist/server/app-render/action-handler.js): a cross-site Origin (its CSRF refusal), a
 * body over `serverActions.bodySizeLimit`, a body that does not parse, JSON nested deep enough to overflow the
 * decoder's stack, a NUL in a multipart file name, a truncated multipart body, and rows React's reply decoder
 * cannot decode (unsupportedReply: values the site's clients never send, rows that were not sent, React's own
 * size limits). Each gets a 4xx here, with nothing
 * executed: 403 cross-site, 413 too large, 400 malformed. A request that passes is handed on with
 * its body read (at most the limit, which Next would have buffered anyway) and replayed.
 */
import { ACTION_BODY_LIMIT_BYTES } from '../../lib/http/action-limits.mjs';
import { IncomingMessage } from 'node:http';

/** @typedef {{ status: number, message: string }} Refusal */

export { ACTION_BODY_LIMIT_BYTES };

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
    /** @type {Map<string, Map<string, string>>} rows of React's reply, by their namespace: '' (a call from the page's script) or `$ACTION_n:` (a form's bound state) */
    const namespaces = new Map();
    let refs = 0;
    for (const [name, value] of form) {
      if (typeof value !== 'string') {
        if (/[\u0000-\u001f\u007f]/.test(value.name)) return 'A file name contains control characters.';
        continue;
      }
      const row = /^(\$ACTION_\d+:)?(\d+)$/.exec(name);
      if (row) {
        const prefix = row[1] ?? '';
        if (!namespaces.has(prefix)) namespaces.set(prefix, new Map());
        namespaces.get(prefix)?.set(row[2] ?? '', value);
      } else if (name.startsWith('$ACTION_REF_')) {
        refs++;
        const prefix = `$ACTION_${name.slice('$ACTION_REF_'.length)}:`;
        // The form's action and its bound state: React reads row 0 and the rows it names.
        if (!namespaces.get(prefix)?.has('0') && !form.has(`${prefix}0`)) return 'The form names no action.';
        if (!namespaces.has(prefix)) namespaces.set(prefix, new Map());
      }
    }
    if (refs > 2) return 'The form names too many actions.';
    for (const [prefix, rows] of namespaces) {
      // A call from the page's script always has its root row.
      if (prefix === '' && !rows.has('0')) return 'The request has no root row.';
      const problem = unsupportedReply(rows, prefix);
      if (problem) return problem;
    }
    return undefined;
  }
  // A call whose arguments fit in one row is sent as that row alone.
  return unsupportedReply(new Map([['0', body.toString('utf8')]]), '');
}

/** React's limit of slots in one array and the arrays and strings in it (its decoder's `arraySizeLimit`). */
const ARRAY_SLOTS_LIMIT = 1_000_000;
/** Strings whose whole value is one of React's plain reply constants: undefined, -0, ±Infinity, NaN. */
const CONSTANTS = new Set(['$u', '$-0', '$Infinity', '$-Infinity', '$NaN']);

/**
 * Why React's reply decoder (decodeReply, decodeAction's bound state) would fail on these rows, or undefined. The
 * rows are JSON whose strings starting with `$` are references (React's reply grammar, parseModelString in
 * react-server-dom-webpack's server): the site's own clients send only FormData (`$K`), escaped strings (`$$`),
 * dates, undefined, the number constants, other rows of the same request (`$1`), and in a form posted without
 * JavaScript its bound state (`$@1`). Anything else — a promise of itself (`"$@0"`), Maps, Sets, Blobs, streams,
 * iterators, typed arrays, server references, a row that was not sent — is refused here, as is what the decoder
 * itself throws on: a BigInt over 300 digits, an array over its million slots. Next answered each of these with a
 * 500 ("Connection closed." when a referenced row never arrives).
 * @param {Map<string, string>} rows row number (decimal, as the field is named) -> JSON text
 * @param {string} prefix '' for a call from the page's script, `$ACTION_n:` for a form's bound state
 * @returns {string | undefined}
 */
export function unsupportedReply(rows, prefix) {
  const bound = prefix !== '';
  if (bound && !rows.has('0')) return 'The form names no action.';
  let forkedSlots = 0;
  for (const [id, text] of rows) {
    if (jsonDepth(text) > MAX_DEPTH) return 'The request is nested too deeply.';
    let value;
    try {
      value = JSON.parse(text);
    } catch {
      return 'The request body is not valid JSON.';
    }
    /** @type {string | undefined} */
    let problem;
    /** @param {string} target a row's number in hex, as a reference names it */
    const rowProblem = (target) => {
      const key = String(parseInt(target, 16));
      if (key === id) return 'A row of the request refers to itself.';
      return rows.has(key) ? undefined : 'A row of the request refers to a row that was not sent.';
    };
    /**
     * Checks a string; answers the slots it takes in an array (React counts a string's length).
     * @param {string} string
     * @param {boolean} nested
     */
    const checkString = (string, nested) => {
      if (string[0] !== '$') return string.length;
      const tag = string[1];
      if (tag === '$') return string.length - 1;
      if (CONSTANTS.has(string) || tag === 'D' || /^\$K[0-9a-f]*$/.test(string)) return 0;
      if (tag === 'n') {
        if (!/^\$n-?\d{1,300}$/.test(string)) problem = 'A BigInt of the request is malformed or too large.';
        return string.length - 2;
      }
      // An opaque value the page kept for itself (Next decodes calls with temporary references), never a row.
      if (tag === 'T' && string === '$T' && nested && !bound) return 0;
      if (tag === '@' && bound && /^\$@[0-9a-f]+$/.test(string)) problem = rowProblem(string.slice(2));
      else if (/^\$[0-9a-f]+$/.test(string)) problem = rowProblem(string.slice(1));
      else problem = 'The request holds a value the site never sends.';
      return 0;
    };
    /**
     * @param {unknown} node
     * @param {{ slots: number, fork: boolean } | null} array the array count `node` is in (React's arrayRoot)
     * @param {boolean} nested
     */
    const walk = (node, array, nested) => {
      if (problem) return;
      if (typeof node === 'string') {
        const slots = checkString(node, nested);
        if (array) array.slots += slots;
      } else if (Array.isArray(node)) {
        const count = array ?? { slots: 0, fork: false };
        if (node.length > 1) count.fork = true;
        count.slots += node.length + 1;
        for (const item of node) walk(item, count, true);
        if (!array && count.fork) {
          forkedSlots += count.slots;
          if (count.slots > ARRAY_SLOTS_LIMIT) problem = 'An array of the request is too large.';
        }
      } else if (node !== null && typeof node === 'object') {
        for (const item of Object.values(node)) walk(item, null, true);
      }
    };
    walk(value, null, false);
    if (!problem && bound && id === '0') {
      // The form's action: `{ id, bound }`, its bound state a promise of another row, or none.
      const meta = /** @type {{ id?: unknown, bound?: unknown }} */ (value ?? {});
      if (typeof meta.id !== 'string' || (meta.bound !== null && typeof meta.bound !== 'string'))
        problem = 'The form names no action.';
    }
    if (problem) return problem;
    // Rows that refer to each other add up in React's count: the request as a whole stays under one limit.
    if (forkedSlots > ARRAY_SLOTS_LIMIT) return 'An array of the request is too large.';
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
