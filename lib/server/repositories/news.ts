import 'server-only';
import type { Db } from '../db';
import { renderNewsBody } from '@/lib/news/render';
import type { NewsItem } from '@/lib/api/types';

export type { NewsItem };

/** The public image address of a published item's picture (served by app/api/news/image/[id]). */
export const newsImagePath = (id: number) => `/api/news/image/${id}`;

type NewsRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  body_format: string;
  news_type: string;
  date: string;
  image_key: string | null;
  image_alt: string | null;
  updated_at: string | null;
};

/** A row as visitors see it: the body rendered to sanitised HTML, whatever it was written in. */
export function toPublicItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: renderNewsBody(row.body, row.body_format),
    news_type: row.news_type === 'press' ? 'press' : 'news',
    date: row.date,
    updated: row.updated_at ?? row.date,
    image: row.image_key && row.image_alt ? { src: newsImagePath(row.id), alt: row.image_alt } : null,
  };
}

/**
 * What the public site shows: published items that are not deleted, newest first. No in-process cache: a
 * publish must show on the very next regeneration of a page, on whichever instance does it, and the pages
 * themselves are ISR (the query runs once per regeneration, on an index).
 */
export async function listNews(db: Db): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom('news')
    .select([
      'id',
      'slug',
      'title',
      'description',
      'body',
      'body_format',
      'news_type',
      'date',
      'image_key',
      'image_alt',
      'updated_at',
    ])
    .where('status', '=', 'published')
    .where('deleted_at', 'is', null)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toPublicItem);
}
