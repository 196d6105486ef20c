import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AwarenessView } from '@/components/awareness/AwarenessView';
import { awarenessPath, isRegionCode, localeFor, ogLocaleFor } from '@/lib/i18n/locales';
import { awarenessAlternates } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';

type Props = { params: Promise<{ language: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await params;
  if (!isRegionCode(language)) return {};
  const locale = localeFor(language);
  const t = await getTranslations({ locale, namespace: 'awarenessPage' });
  // The layout's title template does not reach a page in its own segment, so the site name is added here.
  const base = pageMetadata({
    path: awarenessPath(language),
    title: `${t('title')} | ${siteConfig.name}`,
    absoluteTitle: true,
    description: t('description'),
    ogLocale: ogLocaleFor(locale),
  });
  return {
    ...base,
    alternates: {
      canonical: awarenessPath(language),
      languages: awarenessAlternates(awarenessPath(language)),
    },
  };
}

export default async function AwarenessPage({ params }: Props) {
  const { language } = await params;
  if (!isRegionCode(language)) notFound();
  setRequestLocale(localeFor(language));
  return <AwarenessView />;
}
