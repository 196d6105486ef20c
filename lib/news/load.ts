import 'server-only';
import { getFormatter } from 'next-intl/server';
import { readsTags } from '../cache/read-tags';
import { NEWS_TAG } from '../cache/tags';
import { getDb } from '../server/db';
import { listNews, type NewsItem } from '../server/repositories/news';
import { newsItemPath } from './paths';
import type { NewsCard } from './list';

/** Every published item, newest first: the one reader of news for public pages, which it tags (lib/cache/tags.ts). */
export async function allNews(): Promise<NewsItem[]> {
  await readsTags(NEWS_TAG);
  return listNews(await getDb());
}

export async function newsCards(items: NewsItem[]): Promise<NewsCard[]> {
  const format = await getFormatter();
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    date: item.date,
    dateLabel: format.dateTime(new Date(item.date), { dateStyle: 'medium' }),
    type: item.news_type,
    href: newsItemPath(item),
    image: item.image,
  }));
}
