import { rateLimitClient } from '@/lib/server/api/origin';
import { getDb } from '@/lib/server/db';
import { publicNoticeFile } from '@/lib/server/safety-notices/register';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A language version of a published safety notice as a PDF download, named after the notice's reference. The file
 * is checked against the SHA-256 taken when it was uploaded before any byte is sent (readChecked, the same check
 * as the IFU downloads: 409 for a changed file, 404 for a missing one).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const text = (status: number, message: string, extra: Record<string, string> = {}) =>
    new Response(message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
    });
  if (!ID.test(id)) return text(404, 'No such document.');
  const answer = await publicNoticeFile(await getDb(), id, rateLimitClient(request));
  if (!answer.ok) {
    if (answer.status === 404) return text(404, 'No such document.');
    if (answer.status === 429)
      return text(429, 'Too many requests. Please try again in a few minutes.', {
        'retry-after': String(answer.retryAfterSeconds),
      });
    return text(
      409,
      'The stored file of this notice does not match the checksum recorded when it was published, so it is not served. The team has been told; please contact customer service for a copy.',
    );
  }
  return new Response(answer.bytes as unknown as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${answer.fileName}"`,
      'content-length': String(answer.bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    },
  });
}
