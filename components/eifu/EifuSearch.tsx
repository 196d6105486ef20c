import { EifuSearchView } from '@/components/eifu/EifuSearchView';
import { getDb } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { publishedDocuments, searchDocuments, type SearchOutcome } from '@/lib/server/documents/public';
import { siteConfig } from '@/lib/site-config';
import type { EifuQuery } from '@/lib/validations/documents';

/**
 * The document centre's search page for one query: `/eifu` itself (no query, built and regenerated like the static
 * pages) and `/eifu?q=…&lang=…&kind=…`, which the request gate renders per request on /eifu/results. With the
 * database down it says so and links the external portal instead of failing.
 */
export async function EifuSearch({ query }: { query: EifuQuery }) {
  let outcome: SearchOutcome | undefined;
  let empty = false;
  try {
    const db = await getDb();
    outcome = await searchDocuments(db, query);
    empty = !query.q && outcome.documents.length === 0 && (await publishedDocuments(db)).length === 0;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[eifu] database unavailable', error);
    empty = true;
  }
  return <EifuSearchView query={query} outcome={outcome} empty={empty} portalUrl={siteConfig.ifuUrl} />;
}
