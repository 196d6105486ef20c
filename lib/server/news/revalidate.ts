import 'server-only';
import { expireTags } from '@/lib/cache/expire-tags';
import { NEWS_TAG } from '@/lib/cache/tags';

/**
 * After a change staff can see in public (publish, unpublish, delete, an edit of a published item): every page that
 * shows news carries the news tag (lib/news/load.ts), so the home page, /news and its further pages, the detail pages
 * and their pictures, the sitemap, the feed and the search index render afresh on their next request, on every
 * instance, with no redeploy.
 */
export function revalidateNewsPages(): void {
  expireTags([NEWS_TAG]);
}
