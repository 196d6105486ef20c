// Plain JavaScript: next.config points `cacheHandler` here and Next imports it with Node's own import, uncompiled.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisStringsHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { redisConnection } from './redis-connection.mjs';
import { refusedEntry } from './refused-entry.mjs';

/**
 * The shared ISR / data cache of several instances (next.config sets it when REDIS_URL is set), built on
 * @fortedigital/nextjs-cache-handler's `redis-strings` handler. What this file adds to the package, and why:
 * - entry keys carry the deployment id (another build renders different HTML), while the package's tag map and
 *   revalidation times stay under the shared REDIS_KEY_PREFIX, so a revalidation on any deployment reaches all;
 * - every entry lives 14 days in Redis (the package would keep a page without `revalidate` 1.5 years, and one
 *   with `revalidate: 300` only 7.5 minutes, too short to serve it stale while it renders again);
 * - one connection per process (redis-connection.mjs), the one /api/health pings; while Redis is down the
 *   package's reads are misses and its writes are skipped (the page is rendered, not broken);
 * - a 404 (a page that called `notFound()`) or another error is never stored: Next 16 would keep one entry per
 *   made-up address asked for (refused-entry.mjs); the sample Redis configuration (deploy/redis.conf) bounds the
 *   rest with `maxmemory` and `allkeys-lru`;
 * - a route handler's entry (the feed, the sitemap, the search index) keeps the tags its render collected: the package
 *   reads them from the x-next-cache-tags header of a page only, so expiring a tag (lib/cache/expire-tags.ts) left
 *   those routes as they were;
 * - a revalidation throws when Redis cannot record it: the package's CacheHandler swallows a handler's error,
 *   and a change must never be reported as published on every instance when it was not.
 * The package compares revalidation times with each instance's own clock (Date.now), so instances need NTP.
 */
const MAX_TTL_SECONDS = 14 * 24 * 3600;
const TIMEOUT_MS = 1_000;

/**
 * Next writes the tags of a route handler's render (APP_ROUTE) into its x-next-cache-tags header, as for a page;
 * the package takes a page's tags from there, but a route's only from the context Next leaves without them.
 */
function withRouteTags(entry) {
  const header = entry?.value?.kind === 'APP_ROUTE' ? entry.value.headers?.['x-next-cache-tags'] : undefined;
  if (typeof header !== 'string' || header === '') return entry;
  return { ...entry, tags: [...new Set([...(entry.tags ?? []), ...header.split(',')])] };
}

/** The package's handler with each entry key under the deployment id; tags and revalidations are shared. */
function deploymentScoped(inner, deploymentId, connection) {
  const scoped = (key) => `${deploymentId()}:${key}`;
  return {
    name: 'redis-strings per deployment',
    async get(key, meta) {
      // The first request of a fresh process waits (at most a second, once) for the connection to come up.
      await connection.ready();
      return inner.get(scoped(key), meta);
    },
    async set(key, value, ctx) {
      if (refusedEntry(key, value?.value ?? value)) return;
      await connection.ready();
      return inner.set(scoped(key), withRouteTags(value), ctx);
    },
    delete: (key) => inner.delete(scoped(key)),
    revalidateTag: (tag) => inner.revalidateTag(tag),
    prepare: () => inner.prepare(),
  };
}

/**
 * The CacheHandler class for one Redis and key prefix. The package keeps its configuration in static fields, so
 * one module copy serves one configuration (tests load a second copy to play a second instance).
 * @param {{ url?: string, keyPrefix?: string, deploymentId?: string, offline?: boolean, connectionName?: string }} options
 */
export function createRedisCacheHandler({ url, keyPrefix = 'site:', deploymentId, offline = false, connectionName }) {
  const connection = offline || !url ? null : redisConnection(url, { name: connectionName });
  let buildId;
  const handler = connection
    ? deploymentScoped(
        createRedisStringsHandler({ client: connection.client, keyPrefix, timeoutMs: TIMEOUT_MS }),
        () => deploymentId ?? process.env.NEXT_DEPLOYMENT_ID ?? buildId ?? 'unversioned',
        connection,
      )
    : null;

  CacheHandler.onCreation((context) => {
    buildId = context.buildId?.trim();
    return {
      handlers: handler ? [handler] : [],
      // Not the package's 1.5 × revalidate: a page past its revalidate is served stale while it renders again
      // (Next's default); Next itself still drops an entry past its own `expire` when it reads it.
      ttl: { estimateExpireAge: () => MAX_TTL_SECONDS },
    };
  });

  return class SharedCacheHandler extends CacheHandler {
    async revalidateTag(tags) {
      const list = [tags].flat().filter(Boolean);
      if (!handler || list.length === 0) return;
      if (!(await connection.ready()))
        throw new Error(
          `Redis is unavailable: the revalidation of ${list.join(', ')} was not recorded for the other instances.`,
        );
      // Straight to the handler rather than through super, which would log and drop a failure.
      for (const tag of list) await handler.revalidateTag(tag);
    }
  };
}

export default createRedisCacheHandler({
  url: process.env.REDIS_URL,
  keyPrefix: process.env.REDIS_KEY_PREFIX || 'corcym-site:',
  // `next build` renders without Redis, so a build never needs it (and never writes one deployment's pages
  // from a build machine); instances fill the cache as they serve.
  offline: process.env.NEXT_PHASE === 'phase-production-build',
});
