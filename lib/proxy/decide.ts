/**
 * What the request gate does with a path, as a pure function so every branch is unit-tested without a server.
 * The proxy only checks that a session cookie exists; pages and API calls verify the session itself.
 */
import { externalRedirects } from './external-redirects';
import { homeNotFound } from '../not-found';
import { LOGIN_PATH, safeNextPath } from '../academy/next-path';
import type { RouteLookup } from '../route-lookup';
import { newsListRewrite } from '../news/list';
import { mediaLibraryRewrite } from '../media/filter-query';
import { SEARCH_PATH, searchRewrite } from '../search/query';
import {
  OTHER_COUNTRIES_PATH,
  awarenessPath,
  isRegionCode,
  otherCountriesLanguages,
  regionAliases,
} from '../i18n/locales';

type GateDecision =
  | { action: 'next' }
  | { action: 'rewrite'; pathname: string }
  | { action: 'redirect'; location: string; status: 307 | 308 };

export function decide(
  pathname: string,
  hasSession: boolean,
  registry: RouteLookup,
  search = new URLSearchParams(),
): GateDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Redirects within the site keep the visitor's query (campaign tags, ?lang); the academy gate sets its own.
  const query = search.toString();
  const keepingQuery = (location: string) => (query ? `${location}?${query}` : location);

  // The other-countries page is the English awareness page, or the ?lang= one: the same static pages, no copy.
  if (path === OTHER_COUNTRIES_PATH) {
    const lang = search.get('lang') ?? 'en';
    const region = isRegionCode(lang) && otherCountriesLanguages.includes(lang) ? lang : 'en';
    return { action: 'rewrite', pathname: awarenessPath(region) };
  }
  // Further pages and filters of the news list are links with a query, served by a static route of their own.
  if (path === '/news') {
    const target = newsListRewrite(search);
    return target ? { action: 'rewrite', pathname: target } : { action: 'next' };
  }
  // A filtered media library (a shared link, or the filter form sent before scripts run) and search results are
  // rendered per request, on routes of their own; the addresses without a query stay static. The target keeps
  // its query.
  if (path.startsWith('/media-library') && registry.findRoute(path)) {
    const target = mediaLibraryRewrite(path, search);
    if (target) return { action: 'rewrite', pathname: target };
  }
  // A document-centre search (/eifu?q=…&lang=…&kind=…) is rendered per request; /eifu alone stays a built page.
  if (path === '/eifu' && ['q', 'lang', 'kind'].some((key) => search.has(key))) {
    return { action: 'rewrite', pathname: `/eifu/results?${search.toString()}` };
  }
  if (path === SEARCH_PATH) {
    const target = searchRewrite(search);
    return target ? { action: 'rewrite', pathname: target } : { action: 'next' };
  }
  const alias = path.match(/^\/patients-and-caregivers\/([a-z]{2})$/)?.[1];
  if (alias && regionAliases[alias]) {
    return { action: 'redirect', location: keepingQuery(awarenessPath(regionAliases[alias])), status: 308 };
  }

  const external = externalRedirects.find((rule) => rule.matches(path));
  if (external) return { action: 'redirect', location: external.target(path), status: 307 };

  const route = registry.findRoute(path);
  // A patient page in a language the site does not have (/patients-and-caregivers/ru): the page for other
  // countries, at its list of the languages that exist, rather than the home page.
  if (!route && /^\/patients-and-caregivers\/[^/]+$/.test(path)) {
    return { action: 'redirect', location: `${OTHER_COUNTRIES_PATH}#languages`, status: 307 };
  }
  if (!route) {
    // Another letter case of a page goes to it; anything else goes home, which says the page was not found.
    const canonical = registry.canonicalCase(path);
    return canonical
      ? { action: 'redirect', location: keepingQuery(canonical), status: 308 }
      : { action: 'redirect', location: homeNotFound(query), status: 307 };
  }

  if (route.access === 'learner' && !hasSession) {
    return { action: 'redirect', location: `${LOGIN_PATH}?next=${encodeURIComponent(path)}`, status: 307 };
  }
  if (route.access === 'visitor' && hasSession) {
    // A signed-in learner following a login link goes straight to where it pointed.
    return { action: 'redirect', location: safeNextPath(search.get('next')), status: 307 };
  }
  return { action: 'next' };
}
