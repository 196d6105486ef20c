import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DocumentView } from '@/components/eifu/DocumentView';
import { DOCUMENT_CODE, DOCUMENT_CODE_MAX, REVISION_ID, revisionPath } from '@/lib/eifu/catalogue';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { getDb } from '@/lib/server/db';
import { getPublicDocument, publishedDocuments } from '@/lib/server/documents/public';

// A revision's permanent page: it answers "is this the latest?", so it is regenerated when a later one is published.
export const revalidate = 300;

type Props = { params: Promise<{ code: string; revision: string }> };

export async function generateStaticParams() {
  return (await publishedDocuments(await getDb())).flatMap((doc) =>
    doc.revisions.map((rev) => ({ code: doc.code, revision: rev.revision })),
  );
}

// A code or revision that cannot be a document's is not looked up: the page is a 404, never kept in the page cache.
async function find(code: string, revision: string) {
  if (code.length > DOCUMENT_CODE_MAX || !DOCUMENT_CODE.test(code) || !REVISION_ID.test(revision)) return undefined;
  const doc = await getPublicDocument(await getDb(), code);
  const wanted = REVISION_ID.test(revision) ? revision : '';
  const found = doc?.revisions.find((rev) => rev.revision === wanted);
  return doc && found ? { doc, revision: found } : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code, revision } = await params;
  const found = await find(code, revision);
  return found
    ? pageMetadata({
        path: revisionPath(found.doc.code, found.revision.revision),
        title: `${found.doc.title}, revision ${found.revision.revision}`,
        description: `Revision ${found.revision.revision} of ${found.doc.code}: its date of issue, its checksum, and whether it is still the latest revision.`,
      })
    : {};
}

export default async function RevisionPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const { code, revision } = await params;
  const found = await find(code, revision);
  if (!found) notFound();
  return <DocumentView doc={found.doc} revision={found.revision} />;
}
