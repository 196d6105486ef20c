/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { routePatterns, routes, canonicalCase as registeredSpelling, findRoute as findRegistered } from '../routes';
import { ROUTE_INDEX_FILE, renderRouteIndex } from './render-route-index';
import { canonicalCase, findRoute, ungatedPaths } from './route-index';

describe('the request gate’s route index', () => {
  it('is generated from the current registry (run `npm run gen:routes` after changing it)', () => {
    expect(readFileSync(ROUTE_INDEX_FILE, 'utf8')).toBe(renderRouteIndex(routes, routePatterns));
  });

  it('finds every registered page with the access the registry gives it', () => {
    for (const route of routes)
      expect(findRoute(route.path)).toEqual({
        path: route.path,
        access: route.access,
        ...(route.rewritten && { rewritten: true }),
        ...(route.rewrittenByQuery && { rewrittenByQuery: true }),
      });
  });

  it('answers every route family’s example like the registry', () => {
    for (const family of routePatterns) {
      expect(findRoute(family.example)).toEqual({ pattern: family.pattern, access: family.access });
      expect(findRegistered(family.example)).toBe(family);
    }
  });

  it('knows the registered spelling of a path typed in other letter case', () => {
    for (const path of ['/ABOUT', '/Privacy-Information-Notice-For-Survey', '/devices/AORTIC/perceval', '/about']) {
      expect(canonicalCase(path)).toBe(registeredSpelling(path));
    }
    expect(canonicalCase('/privacy-information-notice-for-survey')).toBe('/privacy-Information-notice-for-survey');
    expect(canonicalCase('/nope')).toBeUndefined();
  });

  it('lists for the matcher only public pages the gate does not rewrite', () => {
    const paths = ungatedPaths();
    expect(paths).toContain('/about');
    for (const gated of ['/academy', '/login', '/admin', '/patients-and-caregivers-other-countries', '/news'])
      expect(paths).not.toContain(gated);
    expect(paths).toEqual(
      routes
        .filter((route) => route.access === 'public' && !route.rewritten && !route.rewrittenByQuery)
        .map((route) => route.path),
    );
  });
});

describe('generating the index', () => {
  it('refuses two registered paths that differ only in letter case', () => {
    const twice = [
      { path: '/about', access: 'public' },
      { path: '/About', access: 'public' },
    ] as const;
    expect(() => renderRouteIndex(twice, [])).toThrow(/\/About.*\/about/);
  });

  it('refuses a stateful pattern, which would answer differently on every other request', () => {
    expect(() => renderRouteIndex([], [{ pattern: /^\/x\/\d+$/g, access: 'public' }])).toThrow(/stateful/);
  });

  it('writes paths as string literals, so a quote in one cannot break the module', () => {
    expect(renderRouteIndex([{ path: '/a"b', access: 'public' }], [])).toContain(
      '{ path: "/a\\"b", access: "public" }',
    );
  });
});
