/**
 * The request gate's lookup: the route registry as generated into lib/generated/route-index.ts (paths, who may
 * open them, route families), never the registry itself, which loads every content catalogue. proxy.ts and the
 * matcher generator read this; tests/unit/proxy-imports.test.ts keeps the content out of the gate's imports.
 */
import { routeIndex } from '../generated/route-index';
import { routeLookup, type GatePattern, type GateRoute } from '../route-lookup';

const indexedRoutes: readonly GateRoute[] = routeIndex.routes;
const indexedPatterns: readonly GatePattern[] = routeIndex.patterns;

export const { findRoute, canonicalCase } = routeLookup(indexedRoutes, indexedPatterns);

/** Public pages at their exact registered path: they need no gate, so the proxy's matcher skips them (matcher.ts). */
export const ungatedPaths = (): string[] =>
  indexedRoutes
    .filter((route) => route.access === 'public' && !route.rewritten && !route.rewrittenByQuery)
    .map((route) => route.path);
