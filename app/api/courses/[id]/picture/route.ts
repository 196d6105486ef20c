import { otherMethods } from '@/lib/server/api/methods';
import { coursePictureKey } from '@/lib/server/academy-admin/courses';
import { getDb } from '@/lib/server/db';
import { serveStoredImage } from '@/lib/server/storage/serve-image';

export const dynamic = 'force-dynamic';

/**
 * The picture an academy manager uploaded for a course. Served to anyone who may see the course, and the public
 * course catalogue shows every course (title, description and picture), so no session is asked for. Only the
 * course's current picture is served: the storage key comes from the database, never from the request.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  // The address changes with every upload (?v=); a day is safe, and a removed picture stops within it.
  return serveStoredImage(
    (await params).id,
    async (id) => coursePictureKey(await getDb(), id),
    'public, max-age=86400',
  );
}

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
