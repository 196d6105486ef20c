import { NextResponse, type NextRequest } from 'next/server';
import { decide } from './lib/proxy/decide';
import { canonicalCase, findRoute } from './lib/routes';
import { SESSION_COOKIE } from './lib/session-cookie';

export function proxy(request: NextRequest) {
  const hasSession = Boolean(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decide(request.nextUrl.pathname, hasSession, { findRoute, canonicalCase }, request.nextUrl.searchParams);
  if (decision.action === 'next') return NextResponse.next();
  if (decision.action === 'rewrite') return NextResponse.rewrite(new URL(decision.pathname, request.url));

  const location = new URL(decision.location, request.url);
  // Keep the visitor's query (campaign tags, ?lang) on internal redirects; the login redirect sets its own.
  if (location.origin === request.nextUrl.origin && decision.keepQuery !== false && !location.search) location.search = request.nextUrl.search;
  return NextResponse.redirect(location, decision.status);
}

export const config = {
  // Generated from the route registry by `npm run gen:matcher` (lib/proxy/matcher.ts explains what it skips).
  // <generated-matcher>
  matcher: ["/((?!api/|_next/|fonts/|images/|documents/|videos/|og/|favicon\\.ico$|icon\\.svg$|sitemap\\.xml$|robots\\.txt$|search-index\\.json$|manifest\\.webmanifest$|$|about$|academy/courses$|academy/get-started$|academy/get-started/annuloplasty-haart$|academy/get-started/annuloplasty-memo-4d$|academy/get-started/avr-perceval$|academy/mastering-endoscopy$|academy/mastering-mini-sternotomy$|academy/mastering-rat$|academy/mastering-robotics$|academy/mastering-trans-axillary$|cdmo-partnership$|contact-us$|cookie-academy$|cookies$|coronavirus$|ct-scan$|customer-service$|devices$|devices/aortic$|devices/aortic/US/carbo-medics$|devices/aortic/US/conduits$|devices/aortic/US/haart-200$|devices/aortic/US/haart-300$|devices/aortic/US/perceval$|devices/aortic/US/perceval-plus$|devices/aortic/US/perceval-plus-lancelot$|devices/aortic/US/solo-smart$|devices/aortic/bi-carbon$|devices/aortic/carbo-medics$|devices/aortic/conduits$|devices/aortic/crown-prt$|devices/aortic/haart-200$|devices/aortic/haart-300$|devices/aortic/perceval$|devices/aortic/perceval-plus$|devices/aortic/perceval-plus-lancelot$|devices/aortic/solo-smart$|devices/miami-instruments$|devices/miami/US/atrial-life-system$|devices/miami/US/collar$|devices/miami/US/cuff$|devices/miami/US/detach$|devices/miami/US/intercostal-retractor-system$|devices/miami/US/knot-pusher$|devices/miami/US/suture-belt$|devices/miami/US/tie$|devices/mitral$|devices/mitral/US/annuloflex$|devices/mitral/US/annuloflo$|devices/mitral/US/carbomedics$|devices/mitral/US/memo3d$|devices/mitral/US/memo4d$|devices/mitral/annuloflex$|devices/mitral/bicarbon-m$|devices/mitral/carbomedics-m$|devices/mitral/memo3d$|devices/mitral/memo3d-rechord$|devices/mitral/memo4d$|devices/mitral/pericarbon-m$|devices/mitral/sovering$|disclaimer$|donations-and-grants$|education$|eras$|ethics$|hidden-pages/device-tracking-web-app$|hidden-pages/device-tracking-web-app-test$|hidden-pages/file-cc-mk-00263-c$|hidden-pages/file-e-0191-2022-05-a$|hidden-pages/file-hvv-ls-730-0002$|legal$|legal-academy$|meet-the-team$|news$|operative-instruction$|operative-instruction-french$|partner-with-us$|patients-and-caregivers/ch$|patients-and-caregivers/de$|patients-and-caregivers/en$|patients-and-caregivers/es$|patients-and-caregivers/fr$|patients-and-caregivers/it$|patients-and-caregivers/ne$|press-release/first-patient-enrolled-in-study$|press-release/first-patient-implanted-in-china$|press-release/global-launch-day-one$|press-release/growth-financing$|privacy$|privacy-Information-notice-for-survey$|privacy-cspro$|privacy-policy-download-brochure$|privacy-statement$|privacyacademy$|product-safety$|research$|rnbd-partnership$|team/executive-leader$|team/meet-board$|team/scientific-advisory-board$|terms$|terms-academy$).*)"],
  // </generated-matcher>
};
