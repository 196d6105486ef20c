import { cache } from 'react';
import { EifuSearchView } from '@/components/eifu/EifuSearchView';
import { getDb } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import {
  publishedDocuments,
  publishedLanguages,
  searchDocuments,
  type SearchOutcome,
} from '@/lib/server/documents/public';
import { siteConfig } from '@/lib/site-config';
import type { EifuQuery } from '@/lib/validations/documents';

export interface EifuSearchResult {
  /** undefined: the database could not be reached. */
  outcome?: SearchOutcome;
  /** No document is published at all. */
  empty: boolean;
  /** The languages published documents exist in (the language filter's options). */
  languages: string[];
}

/**
 * One search per request, shared by the results page's title (generateMetadata) and its body. The arguments are
 * plain strings so that React's request cache recognises the same search.
 */
export const runEifuSearch = cache(
  async (q: string, lang: string, kind: string, prefer: string): Promise<EifuSearchResult> => {
    const query = { q, lang: lang || undefined, kind: (kind || undefined) as EifuQuery['kind'] };
    try {
      const db = await getDb();
      const outcome = await searchDocuments(db, { ...query, prefer: prefer ? prefer.split(',') : [] });
      const languages = await publishedLanguages(db);
      const empty = !q && outcome.documents.length === 0 && (await publishedDocuments(db)).length === 0;
      return { outcome, empty, languages };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error('[eifu] database unavailable', error);
      return { empty: true, languages: [] };
    }
  },
);

/**
 * The document centre's search page for one query: `/eifu` itself (no query, built and regenerated like the static
 * pages) and `/eifu?q=…&lang=…&kind=…`, which the request gate renders per request on /eifu/results, with the
 * visitor's languages (`prefer`, from Accept-Language) first. With the database down it says so and links the
 * external portal instead of failing.
 */
export async function EifuSearch({ query, prefer = [] }: { query: EifuQuery; prefer?: readonly string[] }) {
  const { outcome, empty, languages } = await runEifuSearch(
    query.q ?? '',
    query.lang ?? '',
    query.kind ?? '',
    prefer.join(','),
  );
  return (
    <EifuSearchView query={query} outcome={outcome} empty={empty} portalUrl={siteConfig.ifuUrl} languages={languages} />
  );
}
