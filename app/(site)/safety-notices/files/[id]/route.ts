import { getDb } from '@/lib/server/db';
import { publicNoticeFile } from '@/lib/server/safety-notices/register';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A language version of a published safety notice as a PDF download, named after the notice's reference. The file
 * is checked against the SHA-256 taken when it was uploaded before any byte is sent.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  const text = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (!ID.test(id)) return text(404, 'No such document.');
  const answer = await publicNoticeFile(await getDb(), id);
  if (!answer.ok)
    return answer.status === 404
      ? text(404, 'No such document.')
      : text(500, 'This document cannot be served right now. Please contact customer service.');
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
