import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AwarenessView } from '@/components/awareness/AwarenessView';
import { JsonLd } from '@/components/seo/JsonLd';
import { awarenessPath, htmlLangFor, isRegionCode, localeFor, ogLocaleFor } from '@/lib/i18n/locales';
import { medicalWebPageJsonLd } from '@/lib/seo/structured-data';
import { awarenessAlternates } from '@/lib/seo/alternates';
import { feedAlternate, pageMetadata } from '@/lib/metadata';
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
      types: feedAlternate,
    },
  };
}

export default async function AwarenessPage({ params }: Props) {
  const { language } = await params;
  if (!isRegionCode(language)) notFound();
  const locale = localeFor(language);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'awarenessPage' });
  return (
    <>
      <JsonLd
        data={medicalWebPageJsonLd({
          path: awarenessPath(language),
          name: t('title'),
          description: t('description'),
          lang: htmlLangFor(locale),
          conditions: [t('aorticCondition'), t('mitralCondition')],
        })}
      />
      <AwarenessView region={language} />
    </>
  );
}
