import type { MetadataRoute } from 'next';
import { newsItemPath } from '@/lib/news/paths';
import { indexableRoutes } from '@/lib/routes';
import { getDb } from '@/lib/server/db';
import { listNews } from '@/lib/server/repositories/news';
import { siteConfig } from '@/lib/site-config';

// Regenerated in the background (ISR); publishing in the back office revalidates it at once.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const published = await listNews(await getDb());
  const publishedPaths = new Set(published.map(newsItemPath));
  const registered = indexableRoutes()
    // A press release with a readable address is listed only while it is published.
    .filter((route) => !route.path.startsWith('/press-release/') || publishedPaths.has(route.path))
    .map((route) => ({
      url: `${siteConfig.url}${route.path}`,
      changeFrequency: route.section === 'legal' ? ('yearly' as const) : ('monthly' as const),
      priority: route.path === '/' ? 1 : route.section === 'legal' ? 0.3 : 0.7,
    }));
  const listed = new Set(registered.map((entry) => entry.url));
  const news = published
    .map((item) => ({ url: `${siteConfig.url}${newsItemPath(item)}`, lastModified: item.date, changeFrequency: 'yearly' as const, priority: 0.5 }))
    .filter((entry) => !listed.has(entry.url));
  return [...registered, ...news];
}
