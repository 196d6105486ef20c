// Types for the TypeScript that imports the handler (its tests); Next itself only needs the default export.
export { MAX_SEGMENT_BYTES, refusedEntry } from './refused-entry.mjs';
export function budgetBytes(env?: Record<string, string | undefined>): number;

export interface PageCacheInstance {
  get(key: string, ctx: { kind: string; [field: string]: unknown }): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: { [field: string]: unknown }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: unknown): Promise<void>;
  evict(): Promise<void>;
}

declare const BoundedPageCache: {
  new (ctx: { serverDistDir: string; fs: unknown; flushToDisk?: boolean; [field: string]: unknown }): PageCacheInstance;
  usage(): { entries: number; bytes: number };
  reset(): void;
};
export default BoundedPageCache;
