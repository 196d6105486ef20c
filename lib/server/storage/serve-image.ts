import { fail } from '@/lib/server/api/envelope';
import { getStorage } from '@/lib/server/storage';

const ID = /^[1-9]\d{0,9}$/;

/**
 * Answers a stored picture whose storage key the caller looked up in the database from a numeric id (never from
 * the request itself): 404 for a junk id or a missing key or file; the bytes with their checked type, `nosniff`
 * and a policy that lets nothing run, under the caller's cache rule.
 */
export async function serveStoredImage(
  id: string,
  keyOf: (id: number) => Promise<string | null | undefined>,
  cacheControl: string,
): Promise<Response> {
  if (!ID.test(id)) return fail(404, 'No such picture.');
  const key = await keyOf(Number(id));
  const object = key ? await getStorage().get(key) : undefined;
  if (!object) return fail(404, 'No such picture.');
  return new Response(Buffer.from(object.bytes), {
    headers: {
      'Content-Type': object.contentType,
      'Content-Length': String(object.bytes.byteLength),
      'Cache-Control': cacheControl,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
