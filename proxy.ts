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
  // Generated from the route registry by `npm run gen:matcher` (lib/proxy/matcher.ts explains what it skips).
  // <generated-matcher>
  matcher: ["/((?!api/|_next/|fonts/|images/|documents/|videos/|og/|favicon\\.ico$|icon\\.svg$|sitemap\\.xml$|robots\\.txt$|search-index\\.json$|manifest\\.webmanifest$|$|about$|cdmo-partnership$|contact-us$|cookie-academy$|cookies$|coronavirus$|ct-scan$|customer-service$|disclaimer$|donations-and-grants$|education$|eras$|ethics$|legal$|legal-academy$|meet-the-team$|operative-instruction$|operative-instruction-french$|partner-with-us$|privacy$|privacy-Information-notice-for-survey$|privacy-cspro$|privacy-policy-download-brochure$|privacy-statement$|privacyacademy$|product-safety$|research$|rnbd-partnership$|team/executive-leader$|team/meet-board$|team/scientific-advisory-board$|terms$|terms-academy$).*)"],
  // </generated-matcher>
};
