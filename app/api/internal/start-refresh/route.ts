import { fail, ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { otherMethods } from '@/lib/server/api/methods';
import { revalidateRegulatoryPages, takeStartRefreshToken } from '@/lib/server/regulatory-pages';

export const dynamic = 'force-dynamic';

/**
 * Asked once by the site's own server as it starts (server/host/start-refresh.mjs), with a token only that
 * process knows: marks the pages that show regulatory state expired. Anyone else gets the API's 404.
 */
export const POST = apiRoute(async (request: Request) => {
  if (!takeStartRefreshToken(request.headers.get('x-start-refresh'))) return fail(404, 'No such API endpoint.');
  revalidateRegulatoryPages();
  return ok({ refreshed: true });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
