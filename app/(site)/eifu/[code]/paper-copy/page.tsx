import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PaperCopyRequest } from '@/components/documents/PaperCopyRequest';
import { requestPaperCopyAction } from './actions';
import { PageHero } from '@/components/ui/PageHero';
import { DOCUMENT_CODE, paperCopyPath } from '@/lib/eifu/catalogue';
import { defaultLocale } from '@/lib/i18n/locales';
import { preselectedLanguage } from '@/lib/paper-copies/language';
import { getDb } from '@/lib/server/db';
import { findRequestableDocument } from '@/lib/server/paper-copies/requests';
import styles from '@/components/documents/PaperCopyRequest.module.scss';

type Props = { params: Promise<{ code: string }> };

// The catalogue of documents is in the database: rendered per request.
export const dynamic = 'force-dynamic';

async function documentFor(code: string) {
  if (!DOCUMENT_CODE.test(code)) return undefined;
  return findRequestableDocument(await getDb(), code);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { code } = await params;
  return {
    title: `Request a paper copy: ${code}`,
    description: 'Ask for a free printed copy of these instructions for use, sent within seven calendar days.',
    // A form, not content: search engines get the document's own page.
    robots: { index: false, follow: true },
    alternates: { canonical: `/eifu/${encodeURIComponent(code)}/paper-copy` },
  };
}

/**
 * /eifu/{code}/paper-copy: a free paper copy of a published IFU (Implementing Regulation (EU) 2021/2226, Art. 5(3)).
 * A code that is not a published IFU answers 404.
 */
export default async function PaperCopyPage({ params }: Props) {
  setRequestLocale(defaultLocale);
  const document = await documentFor((await params).code);
  if (!document) notFound();
  // The language select starts at the visitor's language when the IFU exists in it, else at the document's.
  const preselected = preselectedLanguage(
    (await headers()).get('accept-language'),
    document.languages,
    document.language,
  );
  return (
    <>
      <PageHero eyebrow="Instructions for use" title={document.title} lead={`Document ${document.code}`} />
      <div className={styles.page}>
        <PaperCopyRequest
          action={requestPaperCopyAction}
          path={paperCopyPath(document.code)}
          code={document.code}
          title={document.title}
          language={document.language}
          languages={document.languages}
          preselected={preselected}
        />
      </div>
    </>
  );
}
