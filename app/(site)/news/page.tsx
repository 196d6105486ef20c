import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NewsListView, newsListMetadata } from '@/components/news/NewsListView';
import { defaultLocale } from '@/lib/i18n/locales';

// Regenerated in the background at most every 5 minutes (ISR), so new items appear without a rebuild.
export const revalidate = 300;

export const metadata: Metadata = newsListMetadata('all', 1);

/** The first page of all news and press releases; further pages and filters: ./[kind]/[page] (lib/news/list.ts). */
export default function NewsPage() {
  setRequestLocale(defaultLocale);
  return <NewsListView kind="all" page={1} />;
}
