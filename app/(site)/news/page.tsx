import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { NewsBrowser } from '@/components/news/NewsBrowser';
import { allNews, newsCards } from '@/lib/news/load';
import { defaultLocale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/metadata';
import styles from '@/components/news/News.module.scss';

// Regenerated in the background at most every 5 minutes (ISR), so new items appear without a rebuild.
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  path: '/news',
  title: 'News and press',
  description: 'News, press releases and announcements from Corcym, the structural heart surgery company.',
});

export default async function NewsPage() {
  setRequestLocale(defaultLocale);
  const t = await getTranslations();
  const cards = await newsCards(await allNews());
  return (
    <>
      <PageHero
        eyebrow={t('news.news')}
        title={t('news.title')}
        lead={t('news.lead')}
        breadcrumb={{ label: t('breadcrumb.label'), items: [{ label: t('breadcrumb.home'), href: '/' }, { label: t('news.title'), href: '/news' }] }}
      />
      <div className={styles.body}>
        <NewsBrowser
          items={cards}
          labels={{
            all: t('news.all'),
            news: t('news.news'),
            press: t('news.press'),
            filter: t('news.filter'),
            previous: t('news.previous'),
            next: t('news.next'),
            page: t('news.page', { page: '{page}', pages: '{pages}' }),
            pages: t('news.pages'),
          }}
        />
      </div>
    </>
  );
}
