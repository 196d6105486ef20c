import 'server-only';
import type { Db } from '../db';

export interface NewsItem {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  news_type: 'news' | 'press';
  date: string;
}

export async function listNews(db: Db): Promise<NewsItem[]> {
  const rows = await db.selectFrom('news').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, news_type: row.news_type === 'press' ? 'press' : 'news' }));
}
