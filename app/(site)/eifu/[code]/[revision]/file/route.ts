import { getDb } from '@/lib/server/db';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { rateLimitClient } from '@/lib/server/api/origin';
import { downloadName } from '@/lib/server/documents/files';
import { readChecked } from '@/lib/server/documents/integrity';
import { publishedRevisionFile } from '@/lib/server/documents/public';
import { DOCUMENT_CODE, REVISION_ID } from '@/lib/eifu/catalogue';

export const dynamic = 'force-dynamic';

function page(status: number, title: string, body: string, extra: Record<string, string> = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p><p><a href="/eifu">Back to the device documents</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });
}

/**
 * The PDF of one published revision. The stored file's SHA-256 is checked against the one taken at upload before
 * a byte is sent (readChecked, the same check as the safety notices): a changed or missing file is refused (409 or
 * 404), reported once an hour per file in the log, the audit trail and to the admins, never served. A revision's content never changes, so a good answer may be kept for a year.
 */
export async function GET(request: Request, { params }: { params: Promise<{ code: string; revision: string }> }) {
  const { code, revision } = await params;
  const wanted = REVISION_ID.test(revision) ? revision : '';
  let row: Awaited<ReturnType<typeof publishedRevisionFile>>;
  try {
    row = DOCUMENT_CODE.test(code) ? await publishedRevisionFile(await getDb(), code, wanted) : undefined;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return page(503, 'Briefly unavailable', 'The document cannot be fetched right now. Please try again in a minute.', {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  if (!row || !row.file_key || !row.sha256)
    return page(404, 'Document not found', 'There is no published revision at this address.');
  const etag = `"${row.sha256}"`;
  const verified = await readChecked(
    await getDb(),
    {
      entity: 'document_revision',
      entityId: row.id,
      key: row.file_key,
      sha256: row.sha256,
      label: `${row.code} revision ${row.revision}`,
    },
    rateLimitClient(request),
  );
  if (!verified.ok) {
    if (verified.status === 429)
      return page(429, 'Too many requests', 'Please try again in a few minutes.', {
        'Retry-After': String(verified.retryAfterSeconds),
      });
    return verified.reason === 'missing'
      ? page(404, 'Document file missing', 'The file of this revision is missing. The team has been told.')
      : page(
          409,
          'Document withheld',
          'The stored file of this revision does not match the checksum recorded when it was published, so it is not served. The team has been told; please use another revision or ask for a paper copy.',
        );
  }
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${downloadName(row.code, row.revision)}"`,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(verified.bytes as BodyInit, {
    headers: { ...headers, 'Content-Length': String(verified.bytes.byteLength) },
  });
}
