import 'server-only';
import { revalidatePath } from 'next/cache';
import { NEWS_FEED_PATH, newsItemPath } from '@/lib/news/paths';
import { ogImageForNews } from '@/lib/seo/og-image';

/**
 * After a change staff can see in public (publish, unpublish, delete, an edit of a published item): every page
 * that shows news is regenerated on its next request, on every instance (the ISR cache is shared when Redis is
 * configured), with no redeploy: the home page, the list and its further pages, the detail pages and their
 * preview pictures, the sitemap, the news feed and the search index. `items` are the record before and after, so an address
 * that changed is refreshed at both ends.
 */
export function revalidateNewsPages(items: ReadonlyArray<{ id: number; slug: string; news_type: string }>): void {
  const paths = new Set([
    '/',
    '/news',
    '/sitemap.xml',
    '/search-index.json',
    NEWS_FEED_PATH,
    ...items.flatMap((item) => [newsItemPath(item), ogImageForNews(item.id)]),
  ]);
  for (const path of paths) revalidatePath(path);
  // /news?page=N (and ?type=) are served by this route (the proxy rewrites them): every page of it shifts. A route
  // pattern names the route group: the pages' tags are `_N_T_/(site)/news/[kind]/[page]/page`, so without it this
  // matched nothing and the filtered and further pages kept their old list for the 5-minute ISR window.
  revalidatePath('/(site)/news/[kind]/[page]', 'page');
}
