import { setRequestLocale } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/components/content/ContentPageView';
import { LeadFormSection } from '@/components/forms/LeadFormSection';
import { getContentPage } from '@/lib/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { staticParams } from '@/lib/route-params';
import { submitLeadFormAction } from './actions';

// Company and legal pages: one static page per entry of the content catalogue, nothing else.
export const dynamicParams = false;

export function generateStaticParams() {
  return staticParams('/[page]');
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getContentPage(`/${(await params).page}`);
  if (!page) return {};
  return pageMetadata({ ...page, ogLocale: page.lang === 'fr' ? 'fr_FR' : undefined });
}

export default async function ContentRoute({ params }: Props) {
  setRequestLocale(defaultLocale);
  const page = getContentPage(`/${(await params).page}`);
  if (!page) notFound();
  const { form } = page;
  return (
    <ContentPageView
      page={page}
      appendix={
        form && {
          id: form.id,
          title: form.title,
          content: <LeadFormSection form={form} path={page.path} action={submitLeadFormAction.bind(null, form.name)} />,
        }
      }
    />
  );
}
