import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EifuSearchView } from '@/components/eifu/EifuSearchView';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { EIFU_PATH } from '@/lib/eifu/catalogue';
import { getDb } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { publishedDocuments, searchDocuments, type SearchOutcome } from '@/lib/server/documents/public';
import { siteConfig } from '@/lib/site-config';
import { eifuQuerySchema } from '@/lib/validations/documents';

export const metadata: Metadata = pageMetadata({
  path: EIFU_PATH,
  title: 'Instructions for use and device documents',
  description:
    'Instructions for use, summaries of safety and clinical performance and safety documents of our devices, by name, REF or UDI-DI.',
});

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `/eifu?q=…&lang=…&kind=…`: the search runs on the server for each request, so its address can be shared. */
export default async function EifuPage({ searchParams }: { searchParams: Promise<Search> }) {
  setRequestLocale(defaultLocale);
  const search = await searchParams;
  const query = eifuQuerySchema.parse({ q: one(search.q), lang: one(search.lang), kind: one(search.kind) });
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
