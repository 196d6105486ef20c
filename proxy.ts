import { NextResponse, type NextRequest } from 'next/server';
import { decide } from './lib/proxy/decide';
import { personalPagePolicy } from './lib/security-headers';
import type { GatePattern, GateRoute } from './lib/route-lookup';
// The generated route index, not lib/routes.ts: the registry loads every content catalogue, and this runs on
// every request (tests/unit/proxy-imports.test.ts keeps it that way).
import { canonicalCase, findRoute } from './lib/proxy/route-index';
import { SESSION_COOKIE } from './lib/session-cookie';
import { staffGate } from './lib/proxy/staff-gate';
import { ADMIN_PATH_HEADER, STAFF_SESSION_COOKIE } from './lib/staff-session-cookie';

export function proxy(request: NextRequest) {
  const hasSession = Boolean(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decide(
    request.nextUrl.pathname,
    hasSession,
    { findRoute, canonicalCase },
    request.nextUrl.searchParams,
  );
  if (decision.action === 'next') {
    // The back office: a cheap cookie check only; the admin pages verify the session themselves.
    const path = request.nextUrl.pathname.replace(/(.)\/+$/, '$1');
    const route = findRoute(path);
    const staffLogin = staffGate(path, route, Boolean(request.cookies.get(STAFF_SESSION_COOKIE)?.value));
    return staffLogin ? NextResponse.redirect(new URL(staffLogin, request.url), 307) : next(request, route, path);
  }
  if (decision.action === 'rewrite') return NextResponse.rewrite(new URL(decision.pathname, request.url));

  return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
}

/**
 * On to the page. A page rendered per request for one person gets a fresh nonce, as Next documents: in the
 * request's Content-Security-Policy header, where Next reads it and writes it on every script it renders, and in the
 * response's policy (lib/security-headers.ts). The site's server streams such a page instead of holding it to hash
 * its scripts (server/host/streamed-pages.mjs).
 */
function next(request: NextRequest, route: GateRoute | GatePattern | undefined, path: string) {
  const policy = personalPagePolicy(route?.access, {
    gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
    development: process.env.NODE_ENV !== 'production',
  });
  const backOffice = path === '/admin' || path.startsWith('/admin/');
  if (!policy && !backOffice) return NextResponse.next();
  const headers = new Headers(request.headers);
  // The console layout learns the address from this header (it refuses a section the role may not use); set here
  // on every back-office request, so a value a client sends never counts.
  if (backOffice) headers.set(ADMIN_PATH_HEADER, path);
  if (policy) headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  if (policy) response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Generated from the route index by `npm run gen:routes` (lib/proxy/matcher.ts explains what it skips).
  // <generated-matcher>
  matcher: [
    '/((?!api/|_next/|fonts/|images/|documents/|videos/|og/|favicon\\.ico$|icon\\.svg$|sitemap\\.xml$|robots\\.txt$|search-index\\.json$|feed\\.xml$|manifest\\.webmanifest$|$|about$|academy/(?:courses$|get-started(?:$|/(?:annuloplasty-haart$|annuloplasty-memo-4d$|avr-perceval$))|mastering-endoscopy$|mastering-mini-sternotomy$|mastering-rat$|mastering-robotics$|mastering-trans-axillary$)|accessibility$|brochure-request/(?:annuloflex$|annuloflex-us$|annuloflo-us$|atrial-life-system-us$|bi-carbon$|bicarbon-m$|carbo-medics$|carbo-medics-us$|carbomedics-m$|carbomedics-us$|collar-us$|conduits$|conduits-us$|crown-prt$|cuff-us$|detach-us$|haart-200$|haart-200-us$|haart-300$|haart-300-us$|intercostal-retractor-system-us$|knot-pusher-us$|memo-3d-rechord$|memo3d$|memo3d-us$|memo4d$|memo4d-us$|perceval$|perceval-plus$|perceval-plus-lancelot$|perceval-plus-lancelot-us$|perceval-plus-us$|perceval-us$|pericarbon-m$|solo-smart$|solo-smart-us$|sovering$|suture-belt-us$|tie-us$)|cdmo-partnership$|contact-us$|cookie-academy$|cookies$|coronavirus$|ct-scan$|customer-service$|devices(?:$|/(?:aortic(?:$|/(?:bi-carbon$|carbo-medics$|conduits$|crown-prt$|haart-200$|haart-300$|perceval$|perceval-plus$|perceval-plus-lancelot$|solo-smart$|US/(?:carbo-medics$|conduits$|haart-200$|haart-300$|perceval$|perceval-plus$|perceval-plus-lancelot$|solo-smart$)))|miami/(?:US/(?:atrial-life-system$|collar$|cuff$|detach$|intercostal-retractor-system$|knot-pusher$|suture-belt$|tie$))|miami-instruments$|mitral(?:$|/(?:annuloflex$|bicarbon-m$|carbomedics-m$|memo3d$|memo3d-rechord$|memo4d$|pericarbon-m$|sovering$|US/(?:annuloflex$|annuloflo$|carbomedics$|memo3d$|memo4d$)))))|disclaimer$|donations-and-grants$|education$|eifu/(?:scan$)|eras$|ethics$|follow$|hidden-pages/(?:device-tracking-web-app$|device-tracking-web-app-test$|file-cc-mk-00263-c$|file-e-0191-2022-05-a$|file-hvv-ls-730-0002$|video-cc-mk-001020-a$|video-cc-mk-00371-a$)|legal$|legal-academy$|media-library/(?:aortic-solutions/(?:video/(?:carbomedics/(?:carbomedics-top-hat-supra-annular-valve$)|haart/(?:haart-200-bicuspid-aortic-valve-repair$|haart-300-trileaflet-aortic-valve-repair$|surgeon-perspective-aortic-valve-repair$)|patients/(?:patient-perspective-aortic-valve-replacement$)|perceval/(?:perceval-right-mini-thoracotomy$|perceval-sizing-and-preparation$|perceval-sutureless-implantation-steps$|surgeon-perspective-sutureless-avr$|sutureless-aortic-valves-explained$|sutureless-avr-with-cabg$|sutureless-avr-with-mitral-valve-replacement$|transaxillary-avr-with-perceval$)|webinars/(?:webinar-outline-minimally-invasive-avr$)))|minimally-invasive-instruments/(?:video/(?:instruments/(?:detach-transthoracic-aortic-clamp$|exposure-instruments-right-mini-thoracotomy$|knot-tying-and-suture-management$)))|mitral-solutions/(?:video/(?:memo-3d-rechord/(?:memo-3d-rechord-neochordae$|surgeon-perspective-minimally-invasive-mitral-repair$)|memo-4d/(?:memo-4d-design-and-sizing$|memo-4d-mitral-valve-repair-steps$)|patients/(?:patient-perspective-mitral-valve-repair$)|sovering/(?:sovering-ring-and-band-mitral-repair$)|webinars/(?:webinar-outline-endoscopic-mitral-repair$)))|tricuspid-solutions/(?:video/(?:sovering-tricuspid-band/(?:sovering-band-tricuspid-repair-with-mitral-surgery$|sovering-tricuspid-band-repair-steps$))))|meet-the-team$|operative-instruction$|operative-instruction-french$|partner-with-us$|patients-and-caregivers/(?:ch$|de$|en$|es$|fr$|it$|ne$)|press-release/(?:first-patient-enrolled-in-study$|first-patient-implanted-in-china$|global-launch-day-one$|growth-financing$)|privacy$|privacy-cspro$|privacy-Information-notice-for-survey$|privacy-policy-download-brochure$|privacy-statement$|privacyacademy$|product-safety$|research$|rnbd-partnership$|safety-notices$|team/(?:executive-leader$|meet-board$|scientific-advisory-board$)|terms$|terms-academy$).*)',
  ],
  // </generated-matcher>
};
