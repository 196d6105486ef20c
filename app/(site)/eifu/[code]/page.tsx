import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PaperCopyRequest } from '@/components/documents/PaperCopyRequest';
import { requestPaperCopyAction } from './paper-copy/actions';
import { findRequestableDocument } from '@/lib/server/paper-copies/requests';
import { setRequestLocale } from 'next-intl/server';
import { DocumentView } from '@/components/eifu/DocumentView';
import { DOCUMENT_CODE, DOCUMENT_CODE_MAX, documentKindLabels, documentPath } from '@/lib/eifu/catalogue';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import { getDb } from '@/lib/server/db';
import { getPublicDocument, publishedDocuments } from '@/lib/server/documents/public';

// Regenerated in the background, and at once when a revision is published (lib/server/documents/revalidate.ts).
// When the database is down, a regeneration fails and the last page built keeps being served.
export const revalidate = 300;

type Props = { params: Promise<{ code: string }> };

export async function generateStaticParams() {
  return (await publishedDocuments(await getDb())).map((doc) => ({ code: doc.code }));
}

// A code that cannot be a document's (its shape, its length) is not looked up: the page is a 404, which the page
// cache never keeps (lib/cache/refused-entry.mjs).
async function find(code: string) {
  return code.length <= DOCUMENT_CODE_MAX && DOCUMENT_CODE.test(code)
    ? getPublicDocument(await getDb(), code)
    : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await find((await params).code);
  return doc
    ? pageMetadata({
        path: documentPath(doc.code),
        title: doc.title,
        description: `${documentKindLabels[doc.kind]}: the current revision, its date of issue and checksum, and every earlier revision.`,
      })
    : {};
}

export default async function DocumentPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const doc = await find((await params).code);
  if (!doc) notFound();
  // Every IFU page carries the paper-copy form itself (Implementing Regulation (EU) 2021/2226, Art. 5(3), 6).
  const requestable = doc.kind === 'ifu' ? await findRequestableDocument(await getDb(), doc.code) : undefined;
  return (
    <DocumentView
      doc={doc}
      paperCopy={
        requestable && (
          <PaperCopyRequest
            action={requestPaperCopyAction}
            path={documentPath(requestable.code)}
            code={requestable.code}
            title={requestable.title}
            language={requestable.language}
            languages={requestable.languages}
          />
        )
      }
    />
  );
}
