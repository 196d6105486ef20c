// Plain JavaScript: next.config points `cacheHandler` here and Next imports it with Node's own import, uncompiled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { redisConnection, withTimeout } from './redis-connection.mjs';

/**
 * The shared ISR / data cache of several instances (next.config sets it when REDIS_URL is set).
 *
 * Written here rather than taken from a package: the maintained Redis handlers for Next 16 need Node 22, and
 * the handler Next's docs ask for is small. Modelled on Next's `examples/cache-handler-redis` and the
 * self-hosting guide:
 * - entries (HTML, RSC payload, segment data, route bodies, fetch results) are serialised with their Buffers
 *   and Maps intact, under keys namespaced by the deployment id, since another build renders different HTML;
 * - each revalidated tag keeps the time of its last revalidation in Redis, shared by every deployment, and
 *   `get` compares an entry's tags (the `x-next-cache-tags` header of pages and routes, which holds the path
 *   tags `revalidatePath` uses; the tags of a fetch) with it, so a revalidation on one instance is seen by all;
 * - both times come from the Redis server's clock (in microseconds), so instances with drifting clocks agree;
 * - entries live at most 14 days (less when their own `expire` is shorter); tag times as long, which is all an
 *   entry written before them can live;
 * - when Redis is slow or down, a read is a miss and a write is skipped (the page is rendered, not broken);
 *   only a revalidation throws, so a change is never reported as published on every instance when it was not.
 * A revalidation with a stale-while-revalidate profile is honoured as an immediate expiry: the next request
 * renders fresh.
 */
const TAGS_HEADER = 'x-next-cache-tags';
const MAX_TTL_SECONDS = 14 * 24 * 3600;
const TIMEOUT_MS = 1_000;

/** JSON with Buffers (and other byte arrays) as base64 and Maps as entry lists. */
export function serialize(record) {
  return JSON.stringify(record, function replace(key, value) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { $bytes: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === '$bytes' && typeof value.$bytes === 'string')
        return Buffer.from(value.$bytes, 'base64');
      if (keys.length === 1 && keys[0] === '$map' && Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

function tagsOf(data, ctx) {
  if (data?.kind === 'FETCH') return ctx?.tags ?? [];
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/** The Redis server's clock in microseconds, so a write right after a revalidation is still ordered after it. */
async function redisMicroseconds(redis) {
  const [seconds, microseconds] = await withTimeout(redis.time(), TIMEOUT_MS, 'TIME');
  return Number(seconds) * 1_000_000 + Number(microseconds);
}

/** The build's id: Next sets NEXT_DEPLOYMENT_ID from next.config; the BUILD_ID file is the fallback. */
let buildId;
function currentDeploymentId(serverDistDir) {
  if (process.env.NEXT_DEPLOYMENT_ID) return process.env.NEXT_DEPLOYMENT_ID;
  try {
    buildId ??= readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    buildId = 'unversioned';
  }
  return buildId;
}

/**
 * A handler class bound to one Redis and key prefix. Next builds one handler per request, so the connection
 * belongs to the process (redis-connection.mjs), not to the handler.
 * @param {{ url?: string, keyPrefix?: string, deploymentId?: string, offline?: boolean, connectionName?: string }} options
 */
export function createRedisCacheHandler({ url, keyPrefix = 'site:', deploymentId, offline = false, connectionName }) {
  return class RedisCacheHandler {
    constructor(ctx = {}) {
      this.entryPrefix = `${keyPrefix}${deploymentId ?? currentDeploymentId(ctx.serverDistDir ?? '.next/server')}:entry:`;
      this.tagPrefix = `${keyPrefix}tag:`;
    }

    async redis() {
      return offline || !url ? null : redisConnection(url, { name: connectionName }).ready();
    }

    async get(key, ctx) {
      const redis = await this.redis();
      if (!redis) return null;
      try {
        const stored = await withTimeout(redis.get(this.entryPrefix + key), TIMEOUT_MS, 'GET');
        if (!stored) return null;
        const record = deserialize(stored);
        const tags = new Set(record.tags);
        if (ctx?.kind === 'FETCH') for (const tag of [...(ctx.tags ?? []), ...(ctx.softTags ?? [])]) tags.add(tag);
        if (tags.size > 0) {
          const revalidatedAt = await withTimeout(
            redis.mGet([...tags].map((tag) => this.tagPrefix + tag)),
            TIMEOUT_MS,
            'MGET',
          );
          if (revalidatedAt.some((time) => time !== null && Number(time) >= record.writtenAt)) return null;
        }
        return { lastModified: record.lastModified, value: record.value, cacheControl: record.cacheControl };
      } catch (error) {
        console.warn(`[cache] read of ${key} failed, rendering instead: ${error.message}`);
        return null;
      }
    }

    async set(key, data, ctx) {
      // Next asks to store "nothing" for pages that are not found; the file cache keeps those off disk too.
      if (!data) return;
      const redis = await this.redis();
      if (!redis) return;
      try {
        const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
        const expire = cacheControl?.expire;
        const ttl =
          Number.isFinite(expire) && expire > 0 ? Math.min(Math.ceil(expire), MAX_TTL_SECONDS) : MAX_TTL_SECONDS;
        const writtenAt = await redisMicroseconds(redis);
        const record = {
          writtenAt,
          lastModified: Math.floor(writtenAt / 1000),
          value: data,
          tags: tagsOf(data, ctx),
          cacheControl,
        };
        await withTimeout(
          redis.set(this.entryPrefix + key, serialize(record), { expiration: { type: 'EX', value: ttl } }),
          TIMEOUT_MS,
          'SET',
        );
      } catch (error) {
        console.warn(`[cache] write of ${key} failed; it will be rendered again: ${error.message}`);
      }
    }

    async revalidateTag(tags) {
      const list = [tags].flat().filter(Boolean);
      if (list.length === 0 || offline || !url) return;
      const redis = await this.redis();
      if (!redis)
        throw new Error(
          `Redis is unavailable: the revalidation of ${list.join(', ')} was not recorded for the other instances.`,
        );
      const now = String(await redisMicroseconds(redis));
      const batch = redis.multi();
      for (const tag of list)
        batch.set(this.tagPrefix + tag, now, { expiration: { type: 'EX', value: MAX_TTL_SECONDS } });
      await withTimeout(batch.exec(), TIMEOUT_MS, 'MULTI');
    }

    // Every read goes to Redis; there is no per-request copy to reset.
    resetRequestCache() {}
  };
}

export default createRedisCacheHandler({
  url: process.env.REDIS_URL,
  keyPrefix: process.env.REDIS_KEY_PREFIX || 'corcym-site:',
  // `next build` renders without Redis, so a build never needs it (and never writes one deployment's pages
  // from a build machine); instances fill the cache as they serve.
  offline: process.env.NEXT_PHASE === 'phase-production-build',
});
