import { NextResponse, type NextRequest } from 'next/server';
import { decide } from './lib/proxy/decide';
import { canonicalCase, findRoute } from './lib/routes';
import { SESSION_COOKIE } from './lib/session-cookie';

export function proxy(request: NextRequest) {
  const hasSession = Boolean(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decide(request.nextUrl.pathname, hasSession, { findRoute, canonicalCase });
  if (decision.action === 'next') return NextResponse.next();

  const location = new URL(decision.location, request.url);
  // Keep the visitor's query (campaign tags, ?lang) on internal redirects; the login redirect sets its own.
  if (location.origin === request.nextUrl.origin && !location.search) location.search = request.nextUrl.search;
  return NextResponse.redirect(location, decision.status);
}

export const config = {
  // Static assets, Next internals, the API and root files (sitemap, robots, icons) never reach the gate.
  matcher: ['/((?!api/|_next/|fonts/|images/|documents/|videos/|favicon.ico|icon|apple-icon|sitemap.xml|robots.txt|search-index.json|manifest.webmanifest|opengraph-image|og/).*)'],
};
