import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NewsListView, newsListMetadata } from '@/components/news/NewsListView';
import { defaultLocale } from '@/lib/i18n/locales';
import { NEWS_KINDS, isNewsKind, newsPage, parsePageNumber } from '@/lib/news/list';
import { allNews } from '@/lib/news/load';

/**
 * /news?type=…&page=… as the proxy rewrites it (lib/news/list.ts); never linked at this path, and canonical at
 * its /news?… address. Static like /news, regenerated with it (lib/server/news/revalidate.ts);
 * a page that appears after the build is rendered on its first request.
 */
export const revalidate = 300;

type Props = { params: Promise<{ kind: string; page: string }> };

export async function generateStaticParams() {
  const items = (await allNews()).map((item) => ({ type: item.news_type }));
  return NEWS_KINDS.flatMap((kind) => {
    const { pages } = newsPage(items, kind, 1);
    return Array.from({ length: pages }, (_, index) => ({ kind, page: String(index + 1) }));
  });
}

async function view(params: Props['params']) {
  const { kind, page } = await params;
  const number = parsePageNumber(page);
  return isNewsKind(kind) && number ? { kind, page: number } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await view(params);
  return found ? newsListMetadata(found.kind, found.page) : {};
}

export default async function NewsListPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const found = await view(params);
  if (!found) notFound();
  return <NewsListView kind={found.kind} page={found.page} />;
}
