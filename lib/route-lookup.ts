/**
 * Finding a path among registered routes. Shared by the registry (lib/routes.ts, over the content catalogues)
 * and the request gate's generated index (lib/proxy/route-index.ts), so both answer alike. No data and no
 * imports here: the request gate loads this module, and it must stay small.
 */

/**
 * Who may open a page: everyone, only a signed-in learner, or only a signed-out visitor; back-office pages are
 * 'staff' (gated by the staff cookie, lib/proxy/staff-gate.ts) or 'staff-sign-in' (the staff sign-in steps).
 */
export type RouteAccess = 'public' | 'learner' | 'visitor' | 'staff' | 'staff-sign-in';

/** What the request gate needs of a registered page. */
export interface GateRoute {
  readonly path: string;
  readonly access: RouteAccess;
  /** Served by a proxy rewrite onto another page, so the proxy must always see it. */
  readonly rewritten?: boolean;
  /** Served as is, but some queries are rewritten onto another page (/news?page=2), so the proxy must see it too. */
  readonly rewrittenByQuery?: boolean;
}

/** What the request gate needs of a family of routes with a variable segment, e.g. /news-detail/{id}. */
export interface GatePattern {
  readonly pattern: RegExp;
  readonly access: RouteAccess;
}

export interface RouteLookup<Route extends GateRoute = GateRoute, Pattern extends GatePattern = GatePattern> {
  findRoute(pathname: string): Route | Pattern | undefined;
  /** The registered spelling of a path typed with other letter case (e.g. /About), if there is one. */
  canonicalCase(pathname: string): string | undefined;
}

export function routeLookup<Route extends GateRoute, Pattern extends GatePattern>(
  routes: readonly Route[],
  patterns: readonly Pattern[],
): RouteLookup<Route, Pattern> {
  const exactPaths = new Map(routes.map((route) => [route.path, route]));
  const lowerCasePaths = new Map(routes.map((route) => [route.path.toLowerCase(), route.path]));
  return {
    findRoute: (pathname) => exactPaths.get(pathname) ?? patterns.find((family) => family.pattern.test(pathname)),
    canonicalCase(pathname) {
      const registered = lowerCasePaths.get(pathname.toLowerCase());
      return registered !== pathname ? registered : undefined;
    },
  };
}
