/**
 * npm run gen:routes (this, then gen:matcher): writes the request gate's copy of the route registry
 * (lib/generated/route-index.ts, see lib/proxy/render-route-index.ts).
 */
import { writeFileSync } from 'node:fs';
import { ROUTE_INDEX_FILE, renderRouteIndex } from '@/lib/proxy/render-route-index';
import { routePatterns, routes } from '@/lib/routes';

writeFileSync(ROUTE_INDEX_FILE, renderRouteIndex(routes, routePatterns));
console.log(`${ROUTE_INDEX_FILE}: ${routes.length} routes, ${routePatterns.length} route families.`);
