import 'server-only';
import type { Db } from '../db';

import type { NewsItem } from '@/lib/api/types';

export type { NewsItem };

/**
 * News changes a few times a month and is read on every search and news page, so the list is kept in memory
 * for a short while. Anything that writes news calls invalidateNews().
 */
const CACHE_MS = 30_000;
let cache: { at: number; items: NewsItem[] } | undefined;

export function invalidateNews() {
  cache = undefined;
}

export async function listNews(db: Db, now = Date.now()): Promise<NewsItem[]> {
  if (cache && now - cache.at < CACHE_MS) return cache.items;
  const rows = await db.selectFrom('news').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
  const items = rows.map((row): NewsItem => ({ ...row, news_type: row.news_type === 'press' ? 'press' : 'news' }));
  cache = { at: now, items };
  return items;
}

export async function getNewsItem(db: Db, id: number): Promise<NewsItem | undefined> {
  return (await listNews(db)).find((item) => item.id === id);
}

export async function getNewsBySlug(db: Db, slug: string): Promise<NewsItem | undefined> {
  return (await listNews(db)).find((item) => item.slug === slug);
}
