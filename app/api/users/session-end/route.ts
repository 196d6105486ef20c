import { safeNextPath } from '@/lib/academy/next-path';
import { apiRoute } from '@/lib/server/api/handler';
import { getDb } from '@/lib/server/db';
import { checkSession, clearedSessionCookie, tokenFrom } from '@/lib/server/auth/sessions';
import { otherMethods } from '@/lib/server/api/methods';

export const dynamic = 'force-dynamic';

/**
 * Where an academy page sends a browser whose session cookie is no longer valid: the cookie is cleared and the
 * visitor goes to the login with a note. A valid session is left alone, so a link to this route logs no one out.
 */
export const GET = apiRoute(async (request: Request) => {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next'));
  const session = await checkSession(await getDb(), tokenFrom(request)?.token);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (session.status === 'valid') {
    headers.set('Location', next);
  } else {
    headers.set('Location', `/login?next=${encodeURIComponent(next)}&ended=1`);
    headers.append('Set-Cookie', clearedSessionCookie());
  }
  return new Response(null, { status: 303, headers });
});

// Any other method: 405 with Allow, in the envelope.
export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
