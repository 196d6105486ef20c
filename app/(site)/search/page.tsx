import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SearchPageView } from '@/components/search/SearchPageView';
import { defaultLocale } from '@/lib/i18n/locales';
import { searchPageMetadata } from '@/lib/search/page-metadata';

export const metadata: Metadata = searchPageMetadata;

/** The search form alone (static); `/search?q=` is rewritten onto ./results by the request gate (lib/search/query.ts). */
export default function SearchPage() {
  setRequestLocale(defaultLocale);
  return <SearchPageView query={{ term: '', problem: 'empty' }} typed="" />;
}
