import { fail } from '@/lib/server/api/envelope';
import { otherMethods } from '@/lib/server/api/methods';
import { coursePictureKey } from '@/lib/server/academy-admin/courses';
import { getDb } from '@/lib/server/db';
import { getStorage } from '@/lib/server/storage';

export const dynamic = 'force-dynamic';

/**
 * The picture an academy manager uploaded for a course. Served to anyone who may see the course, and the public
 * course catalogue shows every course (title, description and picture), so no session is asked for. Only the
 * course's current picture is served: the storage key comes from the database, never from the request.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) return fail(404, 'No such picture.');
  const key = await coursePictureKey(await getDb(), Number(id));
  const object = key ? await getStorage().get(key) : undefined;
  if (!object) return fail(404, 'No such picture.');
  return new Response(Buffer.from(object.bytes), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.byteLength),
      // The address changes with every upload (?v=); a day is safe, and a removed picture stops within it.
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
