import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { publicNewsImage } from '@/lib/server/news/admin';
import { serveStoredImage } from '@/lib/server/storage/serve-image';

export const dynamic = 'force-dynamic';

/**
 * The picture of a published news item. Drafts' and deleted items' pictures are never served (staff preview
 * reads them through /admin/news/[id]/image); the key comes from the database, never from the request.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  // Short: an unpublished item's picture must stop being served soon after.
  return serveStoredImage((await params).id, async (id) => publicNewsImage(await getDb(), id), 'public, max-age=300');
}

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
