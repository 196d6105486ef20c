import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { EifuSearch, runEifuSearch } from '@/components/eifu/EifuSearch';
import { resultsTitle } from '@/components/eifu/EifuSearchView';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { EIFU_PATH, preferredLanguages } from '@/lib/eifu/catalogue';
import { eifuQuerySchema } from '@/lib/validations/documents';

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const queryOf = (search: Search) =>
  eifuQuerySchema.parse({ q: one(search.q), lang: one(search.lang), kind: one(search.kind) });
/** The visitor's document languages (Accept-Language): their documents are listed first. */
const visitorLanguages = async () => preferredLanguages((await headers()).get('accept-language'));

const TITLE = 'Instructions for use and device documents';

/**
 * A visitor's own search: search engines get /eifu and the documents' pages instead. The page's title carries the
 * query and the count (`3 documents for “Perceval”`), so a screen reader says the answer as the page loads.
 */
export async function generateMetadata({ searchParams }: { searchParams: Promise<Search> }): Promise<Metadata> {
  const query = queryOf(await searchParams);
  const prefer = await visitorLanguages();
  const { outcome } = await runEifuSearch(query.q ?? '', query.lang ?? '', query.kind ?? '', prefer.join(','));
  const results = resultsTitle(query, outcome);
  return {
    ...pageMetadata({
      path: EIFU_PATH,
      title: results ? `${results} · ${TITLE}` : TITLE,
      description:
        'Instructions for use, summaries of safety and clinical performance and safety documents of our devices, by name, REF or UDI-DI.',
    }),
    robots: { index: false, follow: true },
  };
}

/** `/eifu?q=…&lang=…&kind=…`, rewritten here by the request gate: the search runs on the server for each request. */
export default async function EifuResultsPage({ searchParams }: { searchParams: Promise<Search> }) {
  setRequestLocale(defaultLocale);
  return <EifuSearch query={queryOf(await searchParams)} prefer={await visitorLanguages()} />;
}
