import { getDb } from '@/lib/server/db';
import { unsubscribe } from '@/lib/server/follow/subscriptions';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';

/**
 * The one-click unsubscribe of RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to the address in the
 * List-Unsubscribe header of every follow mail (lib/server/follow/mails.ts). The token in the address is all that
 * counts. 200 when the follow is gone, 404 when the token is unknown or already used.
 */
export const POST = apiRoute(async (request: Request) => {
  const token = new URL(request.url).searchParams.get('token');
  const key = await unsubscribe(await getDb(), token);
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  if (!key) return new Response('Unknown or already used unsubscribe link.\n', { status: 404, headers });
  return new Response('Unsubscribed: nothing more will be sent to this address about this device.\n', { headers });
});

/** A person who opens the address gets the page with its button (a GET changes nothing). */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return new Response(null, {
    status: 303,
    headers: { Location: `/follow/unsubscribe?token=${encodeURIComponent(token)}`, 'Cache-Control': 'no-store' },
  });
}

// Any other method: 405 with Allow, in the envelope.
export const { PUT, PATCH, DELETE } = otherMethods('GET', 'POST');
