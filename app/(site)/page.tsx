import { getTranslations, setRequestLocale } from 'next-intl/server';
import { allNews, newsCards } from '@/lib/news/load';
import { defaultLocale } from '@/lib/i18n/locales';
import type { Metadata } from 'next';
import { HomeView } from '@/components/home/HomeView';
import { homeContent } from '@/lib/content/home';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = pageMetadata({
  path: '/',
  title: homeContent.title,
  description: homeContent.description,
  absoluteTitle: true,
});

// The latest news come from the database; the page is regenerated in the background (ISR).
export const revalidate = 300;

export default async function HomePage() {
  setRequestLocale(defaultLocale);
  const t = await getTranslations('news');
  const notFound = await getTranslations('notFound');
  const latest = await newsCards((await allNews()).slice(0, 3));
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeView
        latest={latest}
        labels={{
          latest: t('latest'),
          allNews: t('allNews'),
          news: t('news'),
          press: t('press'),
          notFound: notFound('redirected'),
        }}
      />
    </>
  );
}
