import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SearchPageView } from '@/components/search/SearchPageView';
import { defaultLocale } from '@/lib/i18n/locales';
import { searchPageMetadata } from '@/lib/search/page-metadata';
import { MAX_SEARCH_TERM_LENGTH, readSearchTerm } from '@/lib/search/query';
import { siteSearch } from '@/lib/search/site-search';

export const metadata: Metadata = searchPageMetadata;

type Props = { searchParams: Promise<{ q?: string | string[] }> };

/** `/search?q=…` (rewritten here by the request gate): results found per request; an empty or over-long term gets the form back. */
export default async function SearchResultsPage({ searchParams }: Props) {
  setRequestLocale(defaultLocale);
  const { q } = await searchParams;
  const query = readSearchTerm(q);
  const typed = (Array.isArray(q) ? q[0] : q) ?? '';
  const results = 'problem' in query ? undefined : await siteSearch(query.term);
  return <SearchPageView query={query} typed={typed.slice(0, MAX_SEARCH_TERM_LENGTH)} results={results} />;
}
