import type { MetadataRoute } from 'next';
import { newsItemPath } from '@/lib/news/paths';
import { indexableRoutes } from '@/lib/routes';
import { allNews } from '@/lib/news/load';
import { getDb } from '@/lib/server/db';
import { publishedDocuments } from '@/lib/server/documents/public';
import { documentPath } from '@/lib/eifu/catalogue';
import { siteConfig } from '@/lib/site-config';
import { awarenessAlternates } from '@/lib/seo/alternates';

// Read from the database and regenerated in the background (ISR); publishing, unpublishing or editing an item in
// the back office, or publishing a document, expires it at once (it carries the news and documents tags), so it is
// never frozen at build.
export const revalidate = 300;

// The home page as its canonical link names it: Next writes the root's canonical and og:url as the bare origin (no
// trailing slash), so the sitemap does too, and the two addresses are the same string.
const absolute = (path: string) => (path === '/' ? siteConfig.url : `${siteConfig.url}${path}`);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const published = await allNews();
  const byPath = new Map(published.map((item) => [newsItemPath(item), item]));
  const registered = indexableRoutes()
    // A press release with a readable address is listed only while it is published.
    .filter((route) => !route.path.startsWith('/press-release/') || byPath.has(route.path))
    .map((route) => {
      const item = byPath.get(route.path);
      const languages = awarenessAlternates(route.path);
      return {
        url: absolute(route.path),
        ...(item ? { lastModified: item.updated } : {}),
        changeFrequency: route.section === 'legal' ? ('yearly' as const) : ('monthly' as const),
        priority: route.path === '/' ? 1 : route.section === 'legal' ? 0.3 : 0.7,
        ...(languages
          ? {
              alternates: {
                languages: Object.fromEntries(Object.entries(languages).map(([lang, path]) => [lang, absolute(path)])),
              },
            }
          : {}),
      };
    });
  const listed = new Set(registered.map((entry) => entry.url));
  // Every published item at its detail address (/news-detail/{id}, /press-detail/{id}), dated by its last change.
  const news = published
    .map((item) => ({
      url: absolute(newsItemPath(item)),
      lastModified: item.updated,
      changeFrequency: 'yearly' as const,
      priority: 0.5,
    }))
    .filter((entry) => !listed.has(entry.url));
  // Every published document of the document centre at its permanent address, dated by its current revision.
  const documents = (await publishedDocuments(await getDb())).map((doc) => ({
    url: absolute(documentPath(doc.code)),
    lastModified: doc.revisions[0]?.publishedAt,
    changeFrequency: 'monthly' as const,
    priority: 0.5,
  }));
  return [...registered, ...news, ...documents];
}
