import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { homeNotFound } from '@/lib/not-found';
import { setRequestLocale } from 'next-intl/server';
import { NewsArticle, relatedTo } from '@/components/news/NewsArticle';
import { allNews } from '@/lib/news/load';
import { newsItemPath } from '@/lib/news/paths';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { articleMeta } from '@/lib/news/article-meta';

export const revalidate = 300;

type Props = { params: Promise<{ id: string }> };

export async function generateStaticParams() {
  return (await allNews()).filter((item) => item.news_type === 'press').map((item) => ({ id: String(item.id) }));
}

// Ids are numbers: anything else is not looked up. An unknown id goes home, and the redirect is never kept in the
// page cache (lib/cache/refused-entry.mjs) nor by a proxy (server/host/response-rewrite.mjs).
async function find(id: string) {
  if (!/^\d{1,12}$/.test(id)) return undefined;
  return (await allNews()).find((item) => String(item.id) === id && item.news_type === 'press');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await find((await params).id);
  // A press release with a readable address is canonical there (newsItemPath).
  return item
    ? pageMetadata({ path: newsItemPath(item), title: item.title, description: item.description, ...articleMeta(item) })
    : {};
}

export default async function PressDetailPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const all = await allNews();
  const item = await find((await params).id);
  // An id that is not (or no longer) a news item goes home, as unknown paths do.
  if (!item) redirect(homeNotFound());
  return <NewsArticle item={item} related={relatedTo(item, all)} />;
}
