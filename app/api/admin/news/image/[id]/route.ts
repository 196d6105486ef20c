import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { getNewsForStaff } from '@/lib/server/news/admin';
import { requireStaffApi } from '@/lib/server/staff/guard';
import { serveStoredImage } from '@/lib/server/storage/serve-image';

export const dynamic = 'force-dynamic';

/** Any item's picture, drafts included, for the editor and the preview: staff with news.write only. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const gate = await requireStaffApi(request, 'news.write');
  if (!gate.ok) return gate.response;
  return serveStoredImage(
    (await params).id,
    async (id) => (await getNewsForStaff(await getDb(), id))?.image_key,
    'private, no-store',
  );
}

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
