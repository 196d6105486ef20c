import { getDb } from '@/lib/server/db';
import { listNews } from '@/lib/server/repositories/news';
import { newsFeedXml } from '@/lib/news/feed';

// Like the sitemap: served from the cache and regenerated in the background (ISR); publishing, unpublishing or
// editing an item in the back office revalidates it at once (lib/server/news/revalidate.ts).
export const revalidate = 300;

export async function GET() {
  return new Response(newsFeedXml(await listNews(await getDb())), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
