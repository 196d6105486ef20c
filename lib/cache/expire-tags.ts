import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires every page that carries one of `tags` (read-tags.ts), now: its next request renders it from the database,
 * on every instance when the cache is shared (Redis). `{ expire: 0 }` rather than the 'max' profile, whose
 * stale-while-revalidate would serve the old page once more (a published item must appear on the next request), and
 * rather than `updateTag`, which only server actions may call (the start refresh is a route handler).
 */
export function expireTags(tags: Iterable<string>): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
