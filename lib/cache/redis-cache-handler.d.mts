// Types for the TypeScript that imports the handler (its tests); Next itself only needs the default export.
export interface RedisCacheHandlerOptions {
  url?: string;
  keyPrefix?: string;
  deploymentId?: string;
  /** No Redis at all: every read misses, writes are dropped (used during `next build`). */
  offline?: boolean;
  /** A connection of its own instead of the process's shared one (tests play two instances that way). */
  connectionName?: string;
}

export interface CacheEntry {
  lastModified: number;
  value: unknown;
  tags: readonly string[];
  lifespan: { expireAt: number; expireAge: number } | null;
}

export interface CacheHandlerInstance {
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[]; [other: string]: unknown },
  ): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: { [field: string]: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

export type CacheHandlerClass = new (ctx?: { serverDistDir?: string; dev?: boolean }) => CacheHandlerInstance;

export function createRedisCacheHandler(options: RedisCacheHandlerOptions): CacheHandlerClass;

declare const RedisCacheHandler: CacheHandlerClass;
export default RedisCacheHandler;
