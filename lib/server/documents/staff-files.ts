import 'server-only';
import { rateLimitClient } from '@/lib/server/api/origin';
import { fail } from '@/lib/server/api/envelope';
import type { Db } from '@/lib/server/db';
import { readChecked, type CheckedFile } from './integrity';

/** The staff-only address of a revision's PDF, drafts included: shown inline, or downloaded with `?download=1`. */
export const staffRevisionFilePath = (revisionId: string) => `/api/admin/documents/revisions/${revisionId}/file`;
/** The staff-only address of a safety notice's PDF, drafts included. */
export const staffNoticeFilePath = (fileId: string) => `/api/admin/safety-notices/files/${fileId}`;

/**
 * A stored PDF for staff (the approver reads the draft before approving): checked by readChecked like every public
 * download (a changed file is never served, 409), inline in the browser's viewer unless `?download=1` asks for an
 * attachment, never cached. The caller has passed requireStaffApi.
 */
export async function staffFileResponse(
  db: Db,
  request: Request,
  file: CheckedFile | undefined,
  fileName: string,
): Promise<Response> {
  if (!file) return fail(404, 'No such file.');
  const read = await readChecked(db, file, rateLimitClient(request));
  if (!read.ok) {
    if (read.status === 429)
      return fail(429, 'Too many refused files. Try again in a few minutes.', {
        headers: { 'Retry-After': String(read.retryAfterSeconds) },
      });
    return read.status === 404
      ? fail(404, 'The stored file is missing. The admins have been told.')
      : fail(
          409,
          'The stored file does not match the checksum taken at upload, so it is not served. The admins have been told.',
        );
  }
  const download = new URL(request.url).searchParams.get('download') === '1';
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_') || 'document.pdf';
  return new Response(Buffer.from(read.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(read.bytes.byteLength),
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${safeName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
