import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { EifuSearch } from '@/components/eifu/EifuSearch';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { EIFU_PATH } from '@/lib/eifu/catalogue';
import { eifuQuerySchema } from '@/lib/validations/documents';

// A visitor's own search: search engines get /eifu and the documents' pages instead.
export const metadata: Metadata = {
  ...pageMetadata({
    path: EIFU_PATH,
    title: 'Instructions for use and device documents',
    description:
      'Instructions for use, summaries of safety and clinical performance and safety documents of our devices, by name, REF or UDI-DI.',
  }),
  robots: { index: false, follow: true },
};

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `/eifu?q=…&lang=…&kind=…`, rewritten here by the request gate: the search runs on the server for each request. */
export default async function EifuResultsPage({ searchParams }: { searchParams: Promise<Search> }) {
  setRequestLocale(defaultLocale);
  const search = await searchParams;
  return (
    <EifuSearch query={eifuQuerySchema.parse({ q: one(search.q), lang: one(search.lang), kind: one(search.kind) })} />
  );
}
