/** @jest-environment node */
import { decide } from './decide';
import { canonicalCase, findRoute } from './route-index';
import { routes, type RouteEntry } from '../routes';
import type { RouteLookup } from '../route-lookup';
import { siteConfig } from '../site-config';

// A registry with the academy routes of later issues, so every gate branch is exercised now.
const entries: RouteEntry[] = [
  { path: '/', section: 'home', indexable: true, access: 'public', template: 'home' },
  { path: '/about', section: 'company', indexable: true, access: 'public', template: 'content' },
  {
    path: '/privacy-Information-notice-for-survey',
    section: 'legal',
    indexable: true,
    access: 'public',
    template: 'content',
  },
  { path: '/academy', section: 'academy', indexable: false, access: 'learner', template: 'academy-home' },
  { path: '/login', section: 'academy', indexable: false, access: 'visitor', template: 'academy-sign-in' },
];
const registry: RouteLookup = {
  findRoute: (path) =>
    entries.find((entry) => entry.path === path) ??
    (/^\/academy\/courses\/course\/[^/]+$/.test(path)
      ? {
          pattern: /x/,
          example: '/academy/courses/course/1',
          section: 'academy',
          access: 'learner',
          template: 'course',
        }
      : undefined),
  canonicalCase: (path) =>
    entries.find((entry) => entry.path.toLowerCase() === path.toLowerCase() && entry.path !== path)?.path,
};

describe('request gate', () => {
  it('lets known public pages through, signed in or not', () => {
    expect(decide('/', false, registry)).toEqual({ action: 'next' });
    expect(decide('/about', true, registry)).toEqual({ action: 'next' });
  });

  it('ignores a trailing slash', () => {
    expect(decide('/about/', false, registry)).toEqual({ action: 'next' });
  });

  it('sends a visitor without a session from /academy to the login page, remembering where they were going', () => {
    expect(decide('/academy', false, registry)).toEqual({
      action: 'redirect',
      location: '/login?next=%2Facademy',
      status: 307,
    });
  });

  it('gates course pages the same way', () => {
    expect(decide('/academy/courses/course/7', false, registry)).toEqual({
      action: 'redirect',
      location: '/login?next=%2Facademy%2Fcourses%2Fcourse%2F7',
      status: 307,
    });
    expect(decide('/academy/courses/course/7', true, registry)).toEqual({ action: 'next' });
  });

  it('lets a learner with a session into /academy', () => {
    expect(decide('/academy', true, registry)).toEqual({ action: 'next' });
  });

  it('sends a learner with a session away from /login to /academy', () => {
    expect(decide('/login', true, registry)).toEqual({ action: 'redirect', location: '/academy', status: 307 });
    // ...or to the same-site page the login link pointed at, never to another site.
    const next = (value: string) => decide('/login', true, registry, new URLSearchParams({ next: value }));
    expect(next('/academy/courses/course/7')).toMatchObject({ location: '/academy/courses/course/7' });
    expect(next('https://evil.example/')).toMatchObject({ location: '/academy' });
  });

  it('keeps the visitor’s query on redirects within the site, but not on the academy gate’s', () => {
    const query = new URLSearchParams({ utm_source: 'leaflet' });
    expect(decide('/nope', false, registry, query)).toMatchObject({ location: '/?utm_source=leaflet#page-not-found' });
    expect(decide('/academy', false, registry, query)).toMatchObject({ location: '/login?next=%2Facademy' });
    expect(decide('/login', true, registry, query)).toMatchObject({ location: '/academy' });
    expect(decide('/login', false, registry)).toEqual({ action: 'next' });
  });

  it.each(['/careers', '/detail-job'])('forwards %s to the careers site', (path) => {
    expect(decide(path, false, registry)).toEqual({
      action: 'redirect',
      location: path === '/careers' ? siteConfig.careersUrl : `${siteConfig.careersUrl}/detail-job`,
      status: 307,
    });
  });

  it('keeps the job id when forwarding /detail-job/{id}', () => {
    expect(decide('/detail-job/1234', false, registry)).toMatchObject({
      location: `${siteConfig.careersUrl}/detail-job/1234`,
    });
  });

  it.each(['/ifu', '/media-library/biostable'])('forwards %s to the instructions-for-use site', (path) => {
    expect(decide(path, false, registry)).toEqual({ action: 'redirect', location: siteConfig.ifuUrl, status: 307 });
  });

  it.each(['/nope', '/devices/aortic/not-a-valve', '/about/extra', '/detail-job/1/2', '/academy/courses/course/'])(
    'sends the unknown path %s home with a temporary redirect, marked so home says the page was not found',
    (path) => {
      expect(decide(path, false, registry)).toEqual({ action: 'redirect', location: '/#page-not-found', status: 307 });
    },
  );

  it('keeps the query of an unknown path, before the not-found marker', () => {
    expect(decide('/nope', false, registry, new URLSearchParams('utm_source=print'))).toEqual({
      action: 'redirect',
      location: '/?utm_source=print#page-not-found',
      status: 307,
    });
  });

  it('redirects a known page typed in other letter case to its registered spelling', () => {
    expect(decide('/ABOUT', false, registry)).toEqual({ action: 'redirect', location: '/about', status: 308 });
    expect(decide('/privacy-information-notice-for-survey', false, registry)).toMatchObject({
      location: '/privacy-Information-notice-for-survey',
    });
  });
});

describe('the patient-awareness addresses', () => {
  const lookup = { findRoute, canonicalCase };
  it.each([
    ['', '/patients-and-caregivers/en'],
    ['lang=fr', '/patients-and-caregivers/fr'],
    ['lang=ch', '/patients-and-caregivers/ch'],
    ['lang=it', '/patients-and-caregivers/it'],
    ['lang=es', '/patients-and-caregivers/en'],
    ['lang=xx', '/patients-and-caregivers/en'],
  ])('other-countries?%s is served by %s', (query, target) => {
    expect(decide('/patients-and-caregivers-other-countries', false, lookup, new URLSearchParams(query))).toEqual({
      action: 'rewrite',
      pathname: target,
    });
  });

  it.each([
    ['/patients-and-caregivers/zh', '/patients-and-caregivers/ch'],
    ['/patients-and-caregivers/nl', '/patients-and-caregivers/ne'],
  ])('%s redirects to %s', (path, target) => {
    expect(decide(path, false, lookup)).toEqual({ action: 'redirect', location: target, status: 308 });
  });

  it('sends an unknown language home', () => {
    // A language the site does not have: the other-countries page, at its list of the languages that exist.
    for (const path of ['/patients-and-caregivers/xx', '/patients-and-caregivers/ru', '/patients-and-caregivers/pt'])
      expect(decide(path, false, lookup)).toEqual({
        action: 'redirect',
        location: '/patients-and-caregivers-other-countries#languages',
        status: 307,
      });
    expect(decide('/patients-and-caregivers/en/more', false, lookup)).toMatchObject({ location: '/#page-not-found' });
  });
});

describe('addresses with a query rendered per request (issue 31)', () => {
  const real = { findRoute, canonicalCase };

  it('renders a filtered media library on its own route and keeps the static page for no filter', () => {
    expect(decide('/media-library', false, real, new URLSearchParams('topic=webinar'))).toEqual({
      action: 'rewrite',
      pathname: '/media-library/filtered/all/topic.webinar',
    });
    expect(decide('/media-library/mitral-solutions', false, real, new URLSearchParams('device=haart'))).toEqual({
      action: 'rewrite',
      pathname: '/media-library/filtered/mitral-solutions/device.haart',
    });
    expect(decide('/media-library', false, real, new URLSearchParams('utm_source=x'))).toEqual({ action: 'next' });
  });

  it('sends an unknown library home even with a filter', () => {
    expect(decide('/media-library/nope', false, real, new URLSearchParams('topic=webinar'))).toMatchObject({
      action: 'redirect',
      location: '/?topic=webinar#page-not-found',
    });
  });

  it('renders search results on their own route, and /search alone as the static form', () => {
    expect(decide('/search', false, real, new URLSearchParams('q=perceval'))).toEqual({
      action: 'rewrite',
      pathname: '/search/results?q=perceval',
    });
    expect(decide('/search', false, real)).toEqual({ action: 'next' });
  });

  it('renders a document-centre search per request, and /eifu alone as the built page', () => {
    expect(decide('/eifu', false, real, new URLSearchParams('q=perceval&kind=ifu'))).toEqual({
      action: 'rewrite',
      pathname: '/eifu/results?q=perceval&kind=ifu',
    });
    expect(decide('/eifu', false, real, new URLSearchParams('utm_source=label'))).toEqual({ action: 'next' });
    expect(decide('/eifu', false, real)).toEqual({ action: 'next' });
  });

  it('does not let the per-request routes be reached by their own address', () => {
    expect(decide('/search/results', false, real).action).toBe('redirect');
    expect(decide('/media-library/filtered', false, real).action).toBe('redirect');
  });
});

describe('the real registry, through the index the proxy reads', () => {
  it('lets every registered route through', () => {
    for (const route of routes) {
      const signedIn = route.access === 'learner';
      expect(decide(route.path, signedIn, { findRoute, canonicalCase }).action).toBe(
        route.rewritten ? 'rewrite' : 'next',
      );
    }
  });
});
