import 'server-only';
import { headers } from 'next/headers';

/**
 * The request a server action is answering, as a `Request`, so an action makes the same checks as the route
 * handlers with the same functions: `isCrossSite` (CSRF, on top of Next's own Origin check for actions) and
 * `clientIp` (the address the site's server decided, server/host/client-address.mjs: the socket, or the client
 * a declared proxy names; requirements §10.1). The staff sign-in (app/admin/login/actions.ts) does the same.
 */
export async function actionRequest(): Promise<Request> {
  return new Request('http://action.invalid/', { headers: await headers() });
}
