import { newsSeed } from '../server/seed/news';
import { siteConfig } from '../site-config';

/** The news feed's address (app/feed.xml/route.ts, lib/news/feed.ts), linked from every page's <head> and from /news. */
export const NEWS_FEED_PATH = '/feed.xml';
export const NEWS_FEED_TITLE = `${siteConfig.name} news and press releases`;

/**
 * Addresses of news items. The four press releases of requirements §2.1 also have readable paths
 * (/press-release/{slug}), taken from the news content; other items are read at /news-detail/{id} or
 * /press-detail/{id}.
 */
export const pressReleaseSlugs = newsSeed.filter((item) => item.news_type === 'press').map((item) => item.slug);

export function pressReleasePaths(): string[] {
  return pressReleaseSlugs.map((slug) => `/press-release/${slug}`);
}

export function newsItemPath(item: { id: number; slug: string; news_type: string }): string {
  if (item.news_type === 'press')
    return pressReleaseSlugs.includes(item.slug) ? `/press-release/${item.slug}` : `/press-detail/${item.id}`;
  return `/news-detail/${item.id}`;
}
