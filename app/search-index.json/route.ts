import { allNews } from '@/lib/news/load';
import { buildSearchIndex } from '@/lib/search/build-index';

// Served from the cache and regenerated in the background (ISR); publishing in the back office revalidates it
// at once (the news tag: lib/server/news/revalidate.ts). The search overlay fetches it when first opened.
export const revalidate = 300;

export async function GET() {
  return Response.json(buildSearchIndex(await allNews()));
}
