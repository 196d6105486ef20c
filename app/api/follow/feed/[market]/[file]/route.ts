import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { getDb } from '@/lib/server/db';
import { followableDevice } from '@/lib/server/follow/devices';
import { deviceFeedXml } from '@/lib/server/follow/feed';

type Context = { params: Promise<{ market: string; file: string }> };

/**
 * /api/follow/feed/{market}/{slug}.xml: one device's Atom feed (lib/server/follow/feed.ts). Cacheable for five
 * minutes; an unknown device is a 404 that no cache keeps.
 */
export const GET = apiRoute(async (_request: Request, { params }: Context) => {
  const { market, file } = await params;
  const device = file.endsWith('.xml') ? followableDevice(`${market}/${file.slice(0, -4)}`) : undefined;
  if (!device)
    return new Response('No such device.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return new Response(await deviceFeedXml(await getDb(), device), {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
    },
  });
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
