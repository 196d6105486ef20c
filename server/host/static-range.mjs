/**
 * Byte ranges of the files Next serves as they are (`public/`, `/_next/static/`), settled before Next sees them.
 *
 * Next answers a Range it cannot satisfy (`bytes=99999999-`, `bytes=5-1`) by rendering a `/416` page, which does
 * not exist, so every such request got a 500. Here, for a file that exists: an unsatisfiable range is answered
 * 416 with `Content-Range: bytes *\/{size}`, a malformed one (`bytes=abc`, several ranges) is dropped so the
 * whole file is sent, and a satisfiable one goes on to Next, which serves it, rewritten to its normal form
 * (`bytes=-1000000` on a 1000-byte file becomes `bytes=0-999`: Next answered that suffix with a 500 too). The rules are the academy's file
 * routes' too (byte-range.mjs).
 */
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { parseByteRange } from '../../lib/http/byte-range.mjs';

const STATIC_PREFIX = '/_next/static/';

/**
 * The size of the file Next would serve as it is for `pathname`, or undefined when there is none.
 * @param {string} pathname
 * @param {{ dir: string, distDir: string }} where
 * @returns {Promise<number | undefined>}
 */
async function staticFileSize(pathname, { dir, distDir }) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const [root, rest] = decoded.startsWith(STATIC_PREFIX)
    ? [resolve(dir, distDir, 'static'), decoded.slice(STATIC_PREFIX.length)]
    : [resolve(dir, 'public'), decoded.slice(1)];
  const file = resolve(root, rest);
  if (!file.startsWith(root + sep)) return undefined;
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() ? stats.size : undefined;
}

/**
 * Settles the Range header of a GET or HEAD for a static file: true when it answered (416), false when the
 * request goes on to Next (with the header removed when it was malformed, or ignored under If-Range).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ dir?: string, distDir?: string }} [where]
 * @returns {Promise<boolean>}
 */
export async function settleStaticRange(req, res, { dir = process.cwd(), distDir = '.next' } = {}) {
  if (req.headers.range === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const size = await staticFileSize((req.url ?? '/').split('?')[0] ?? '/', { dir, distDir });
  if (size === undefined) return false;
  const range = parseByteRange(req.headers.range, size);
  if (range === undefined || (range === 'unsatisfiable' && req.headers['if-range'] !== undefined)) {
    // Ignoring a Range is always allowed (RFC 9110 14.2); under If-Range the client's copy may be another version.
    delete req.headers.range;
    return false;
  }
  if (range !== 'unsatisfiable') {
    // Next's file server answers a suffix longer than the file (`bytes=-1000000`) with a 500: it gets the range in
    // its normal form, within the file.
    req.headers.range = `bytes=${range.start}-${range.end}`;
    return false;
  }
  res.writeHead(416, {
    'content-range': `bytes */${size}`,
    'accept-ranges': 'bytes',
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : 'Range not satisfiable');
  return true;
}
