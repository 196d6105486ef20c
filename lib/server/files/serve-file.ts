import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { parseByteRange } from '@/lib/http/byte-range.mjs';

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * A file as an HTTP answer, with byte ranges so a video player can seek, and a validator so a repeat request
 * can be answered 304. `cacheControl` says who may keep it (learner-only material: `private`).
 */
export async function fileResponse(request: Request, path: string, cacheControl: string): Promise<Response> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const extension = path.split('.').pop() ?? '';
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  });
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  // A range applies only to the version the client has (If-Range), else the whole new file is sent.
  const ifRange = request.headers.get('if-range');
  const range = ifRange && ifRange !== etag ? undefined : parseByteRange(request.headers.get('range'), info.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const body =
    request.method === 'HEAD' || info.size === 0
      ? null
      : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream);
  return new Response(body, { status: range ? 206 : 200, headers });
}
