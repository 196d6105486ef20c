import { fail } from '@/lib/server/api/envelope';
import { getDb } from '@/lib/server/db';
import { publicNewsImage } from '@/lib/server/news/admin';
import { getStorage } from '@/lib/server/storage';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

/**
 * The picture of a published news item. Drafts' and deleted items' pictures are never served (staff preview
 * reads them through /admin/news/[id]/image); the key comes from the database, never from the request.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return fail(404, 'No such image.');
  const key = await publicNewsImage(await getDb(), Number(id));
  const object = key ? await getStorage().get(key) : undefined;
  if (!object) return fail(404, 'No such image.');
  return new Response(Buffer.from(object.bytes), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.byteLength),
      // Short: an unpublished item's picture must stop being served soon after.
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
