import { fail } from '@/lib/server/api/envelope';
import { getDb } from '@/lib/server/db';
import { getNewsForStaff } from '@/lib/server/news/admin';
import { requireStaffApi } from '@/lib/server/staff/guard';
import { getStorage } from '@/lib/server/storage';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

/** Any item's picture, drafts included, for the editor and the preview: staff with news.write only. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const gate = await requireStaffApi(request, 'news.write');
  if (!gate.ok) return gate.response;
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return fail(404, 'No such image.');
  const item = await getNewsForStaff(await getDb(), Number(id));
  const object = item?.image_key ? await getStorage().get(item.image_key) : undefined;
  if (!object) return fail(404, 'No such image.');
  return new Response(Buffer.from(object.bytes), {
    headers: {
      'Content-Type': object.contentType,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
