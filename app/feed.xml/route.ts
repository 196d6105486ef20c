import { allNews } from '@/lib/news/load';
import { newsFeedXml } from '@/lib/news/feed';

// Like the sitemap: served from the cache and regenerated in the background (ISR); publishing, unpublishing or
// editing an item in the back office revalidates it at once (the news tag: lib/server/news/revalidate.ts).
export const revalidate = 300;

export async function GET() {
  return new Response(newsFeedXml(await allNews()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
