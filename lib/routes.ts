/**
 * THE route registry: every page path the site serves. The proxy sends any other path home, and the sitemap,
 * the search index and the end-to-end route sweep read the same list. Entries are derived from the content
 * catalogues, so adding a page to a catalogue adds its route everywhere (then `npm run gen` refreshes the
 * proxy's copy, lib/generated/route-index.ts; a unit test fails until it is run).
 */
import { contentPages } from './content/pages';
import { teamPages } from './content/team';
import { categories, devicePath, devices } from './content/devices';
import { brochureRequestPath } from './content/brochure-request-paths';
import { ONBOARDING_PATH } from './academy/onboarding-path';
import { OTHER_COUNTRIES_PATH, awarenessPath, regionCodes } from './i18n/locales';
import { pressReleasePaths } from './news/paths';
import { hiddenDocumentPages, hiddenInfoPages, hiddenVideoPages } from './content/hidden/pages';
import { academyPages, academyProgrammes, masteringPages } from './content/academy/pages';
import { mediaVideos } from './content/media/catalogue';
import { MEDIA_LIBRARY_PATH, mediaVideoPath, productLibraries } from './media/paths';
import { SEARCH_PATH } from './search/query';
import { EIFU_PATH, EIFU_PATTERN } from './eifu/catalogue';
import { LABEL_SCAN_PATH } from './label-scan/scan-state';
import type { PageTemplate } from './page-templates';
import { routeLookup, type GatePattern, type GateRoute, type RouteAccess } from './route-lookup';

export type RouteSection =
  'home' | 'company' | 'legal' | 'devices' | 'patients' | 'news' | 'media' | 'academy' | 'hidden' | 'admin';

export interface RouteEntry extends GateRoute {
  path: string;
  section: RouteSection;
  /** Listed in sitemap.xml and open to search engines. Hidden and academy learner pages are not. */
  indexable: boolean;
  /** Who may open it (lib/route-lookup.ts). Staff pages are never in the sitemap, the search index or the public route sweep. */
  access: RouteAccess;
  /** The kind of page it renders (lib/page-templates.ts): the unit of the real-user Web Vitals report. */
  template: PageTemplate;
  /**
   * The dynamic app route that renders it, e.g. '/devices/[category]/[slug]': that route's generateStaticParams
   * is read from here (lib/route-params.ts), so the pages built are exactly the pages registered.
   */
  appRoute?: string;
}

/** A family of routes with a variable segment, e.g. /news-detail/{id}. */
export interface RoutePattern extends GatePattern {
  pattern: RegExp;
  example: string;
  section: RouteSection;
  access: RouteAccess;
  template: PageTemplate;
}

// The back office (app/admin): dynamic, noindex, for staff only.
const adminRoutes: RouteEntry[] = [
  ...['/admin/login', '/admin/login/verify'].map((path): RouteEntry => ({
    path,
    section: 'admin',
    indexable: false,
    access: 'staff-sign-in',
    template: 'back-office',
  })),
  ...[
    '/admin',
    '/admin/two-factor',
    '/admin/staff',
    '/admin/audit',
    '/admin/leads',
    '/admin/news',
    '/admin/news/new',
    '/admin/documents',
    '/admin/academy',
    '/admin/academy/learners',
    '/admin/privacy',
    '/admin/outbox',
    '/admin/outbox/message',
    '/admin/vitals',
    '/admin/paper-copies',
    '/admin/safety-notices',
    '/admin/safety-notices/new',
  ].map((path): RouteEntry => ({ path, section: 'admin', indexable: false, access: 'staff', template: 'back-office' })),
];

const publicPage = (path: string, section: RouteSection, template: PageTemplate, appRoute?: string): RouteEntry => ({
  path,
  section,
  template,
  indexable: true,
  access: 'public',
  ...(appRoute && { appRoute }),
});

export const routes: readonly RouteEntry[] = [
  publicPage('/', 'home', 'home'),
  ...contentPages.map((page) => publicPage(page.path, page.section, 'content', '/[page]')),
  ...teamPages.map((team) => publicPage(team.path, 'company', 'team', '/team/[group]')),
  publicPage('/devices', 'devices', 'devices'),
  ...categories.map((category) =>
    publicPage(`/devices/${category.pageSlug}`, 'devices', 'device-category', '/devices/[category]'),
  ),
  ...devices.map((device) =>
    publicPage(
      devicePath(device),
      'devices',
      'device',
      device.market === 'us' ? '/devices/[category]/US/[slug]' : '/devices/[category]/[slug]',
    ),
  ),
  // A brochure's request form as a page (the Download button without JavaScript): a form, never indexed.
  ...devices.flatMap((device) =>
    device.sections.brochures.map((brochure): RouteEntry => ({
      path: brochureRequestPath(brochure.id),
      section: 'devices',
      indexable: false,
      access: 'public',
      template: 'brochure-request',
      appRoute: '/brochure-request/[brochure]',
    })),
  ),
  ...regionCodes.map((region) =>
    publicPage(awarenessPath(region), 'patients', 'awareness', '/patients-and-caregivers/[language]'),
  ),
  // Hidden pages: reachable by direct link (printed QR codes), never listed in the sitemap or the search.
  ...[...hiddenDocumentPages, ...hiddenInfoPages, ...hiddenVideoPages].map((page): RouteEntry => ({
    path: `/hidden-pages/${page.slug}`,
    section: 'hidden',
    indexable: false,
    access: 'public',
    template: 'hidden',
  })),
  // A filter query (?topic=webinar) is rewritten onto the per-request filtered library (lib/media/filter-query.ts).
  { ...publicPage(MEDIA_LIBRARY_PATH, 'media', 'media-library'), rewrittenByQuery: true },
  ...productLibraries.map((library) => ({
    ...publicPage(`${MEDIA_LIBRARY_PATH}/${library.slug}`, 'media', 'media-library', '/media-library/[category]'),
    rewrittenByQuery: true,
  })),
  ...mediaVideos.map((video) =>
    publicPage(mediaVideoPath(video), 'media', 'media-video', '/media-library/[category]/video/[subcategory]/[id]'),
  ),
  // The academy: programme pages and the catalogue are public; the learner home and the login are gated.
  publicPage(academyPages[0]!.path, 'academy', 'academy-programme'),
  ...academyProgrammes.map((page) =>
    publicPage(page.path, 'academy', 'academy-programme', '/academy/get-started/[programme]'),
  ),
  ...masteringPages.map((page) => publicPage(page.path, 'academy', 'academy-programme', '/academy/[slug]')),
  publicPage('/academy/courses', 'academy', 'course-catalogue'),
  { path: '/academy', section: 'academy', indexable: false, access: 'learner', template: 'academy-home' },
  // Indexable: surgeons look for the academy's sign-in by name; its addresses with `?next=` name `/login` as canonical.
  { path: '/login', section: 'academy', indexable: true, access: 'visitor', template: 'academy-sign-in' },
  // Onboarding as a page, where a sign-in without JavaScript leads a learner who has not onboarded.
  { path: ONBOARDING_PATH, section: 'academy', indexable: false, access: 'learner', template: 'academy-sign-in' },
  // An invited or reset learner's single-use link (the page checks the token itself).
  {
    path: '/academy/set-password',
    section: 'academy',
    indexable: false,
    access: 'visitor',
    template: 'academy-sign-in',
  },
  { ...publicPage('/news', 'news', 'news'), rewrittenByQuery: true },
  // The public register of field safety notices (MDR Art. 89(8)), rendered per request from the database.
  publicPage('/safety-notices', 'devices', 'safety-notices'),
  // The device document centre: /eifu is built ahead; its search (a GET form: /eifu?q=…&lang=…&kind=…) is rewritten
  // by the request gate onto /eifu/results, rendered per request.
  { ...publicPage(EIFU_PATH, 'devices', 'eifu'), rewrittenByQuery: true },
  // "Check a device label": one scanned barcode answered with the IFU and the notice check (a POST, never a URL).
  publicPage(LABEL_SCAN_PATH, 'devices', 'eifu'),
  // Following a device by e-mail (issue 38 item 19): the form (noindex); the pages of its links are patterns below.
  { path: '/follow', section: 'devices', indexable: false, access: 'public', template: 'follow' },
  // Site search: the static form, and its results for `?q=` rendered per request (lib/search/query.ts); noindex.
  { ...publicPage(SEARCH_PATH, 'home', 'search'), indexable: false, rewrittenByQuery: true },
  ...pressReleasePaths().map((path) => publicPage(path, 'news', 'news-item', '/press-release/[slug]')),
  // The English awareness page under the address requirements §2.1 gives it; its canonical URL is /patients-and-caregivers/en.
  {
    path: OTHER_COUNTRIES_PATH,
    section: 'patients',
    indexable: false,
    access: 'public',
    rewritten: true,
    template: 'awareness',
  },
  ...adminRoutes,
];

export const routePatterns: readonly RoutePattern[] = [
  {
    pattern: /^\/news-detail\/[1-9]\d{0,9}$/,
    example: '/news-detail/1',
    section: 'news',
    access: 'public',
    template: 'news-item',
  },
  {
    pattern: /^\/press-detail\/[1-9]\d{0,9}$/,
    example: '/press-detail/1',
    section: 'news',
    access: 'public',
    template: 'news-item',
  },
  // Where the proxy serves /news?type=…&page=… from (lib/news/list.ts). Next runs the proxy again on a rewritten
  // path, so it must pass; nothing links here, and the page's canonical is its /news?… address.
  {
    pattern: /^\/news\/(?:all|news|press)\/[1-9]\d{0,3}$/,
    example: '/news/all/2',
    section: 'news',
    access: 'public',
    template: 'news',
  },
  // The back office's news editor and the preview of a draft (staff only, never indexed).
  {
    pattern: /^\/admin\/news\/[1-9]\d{0,9}(\/preview)?$/,
    example: '/admin/news/1',
    section: 'admin',
    access: 'staff',
    template: 'back-office',
  },
  // A document of the document centre, a revision of it and its PDF: printed labels point at these for years.
  { pattern: EIFU_PATTERN, example: '/eifu/ifu-example-en/A', section: 'devices', access: 'public', template: 'eifu' },
  {
    pattern: /^\/admin\/documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    example: '/admin/documents/00000000-0000-4000-8000-000000000000',
    section: 'admin',
    access: 'staff',
    template: 'back-office',
  },
  {
    pattern: /^\/academy\/courses\/course\/[1-9]\d{0,9}$/,
    example: '/academy/courses/course/1',
    section: 'academy',
    access: 'learner',
    template: 'course',
  },
  // The academy's back office: a course, its lectures and progress report, a learner.
  {
    pattern: /^\/admin\/academy\/courses\/[1-9]\d{0,9}(?:\/progress|\/lectures\/[1-9]\d{0,9})?$/,
    example: '/admin/academy/courses/1',
    section: 'admin',
    access: 'staff',
    template: 'back-office',
  },
  {
    pattern: /^\/admin\/academy\/learners\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    example: '/admin/academy/learners/00000000-0000-4000-8000-000000000000',
    section: 'admin',
    access: 'staff',
    template: 'back-office',
  },
  // A free paper copy of a published IFU (Regulation (EU) 2021/2226 Art. 5(3)); the page answers 404 for other codes.
  {
    pattern: /^\/eifu\/[A-Za-z0-9][A-Za-z0-9._-]{0,79}\/paper-copy$/,
    example: '/eifu/EXAMPLE-IFU/paper-copy',
    section: 'devices',
    access: 'public',
    template: 'paper-copy',
  },
  // A language version of a published safety notice (PDF, checked against its SHA-256 before it is served).
  {
    pattern: /^\/safety-notices\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    example: '/safety-notices/files/00000000-0000-4000-8000-000000000000',
    section: 'devices',
    access: 'public',
    template: 'safety-notices',
  },
  // The links of the follow mails (?token=…): rendered per request, never indexed; the page checks the token itself.
  {
    pattern: /^\/follow\/(?:confirm|unsubscribe)$/,
    example: '/follow/confirm',
    section: 'devices',
    access: 'public',
    template: 'follow',
  },
  // One safety notice in the back office (draft, approval, closing).
  {
    pattern: /^\/admin\/safety-notices\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    example: '/admin/safety-notices/00000000-0000-4000-8000-000000000000',
    section: 'admin',
    access: 'staff',
    template: 'back-office',
  },
  // Brochure download links issued by users/brochure-request; the page checks the token itself.
  // One lead in the staff inbox; the page checks the id and the staff role itself.
  {
    pattern: /^\/admin\/leads\/[A-Za-z0-9-]{1,64}$/,
    example: '/admin/leads/00000000-0000-4000-8000-000000000000',
    section: 'admin',
    access: 'staff',
    template: 'back-office',
  },
  {
    pattern: /^\/hidden-pages\/[A-Za-z0-9_-]{20,100}$/,
    example: '/hidden-pages/abcdefghijklmnopqrstuvwxyz012345',
    section: 'hidden',
    access: 'public',
    template: 'hidden',
  },
];

// The request gate does not use these: it reads the generated copy of this list (lib/proxy/route-index.ts),
// which `npm run gen:routes` writes, so it never loads the content catalogues.
export const { findRoute, canonicalCase } = routeLookup(routes, routePatterns);

export function indexableRoutes(): RouteEntry[] {
  return routes.filter((route) => route.indexable);
}
