import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { allNews, newsCards } from '@/lib/news/load';
import { newsListHref, newsPage, type NewsKind } from '@/lib/news/list';
import { pageMetadata } from '@/lib/metadata';
import { NewsList } from './NewsList';
import styles from './News.module.scss';

const KIND_TITLES: Record<NewsKind, string> = { all: 'News and press', news: 'News', press: 'Press releases' };

/** Title and canonical address of one view of the list: each page is canonical at its own address. */
export function newsListMetadata(kind: NewsKind, page: number): Metadata {
  return pageMetadata({
    path: newsListHref(kind, page),
    title: page > 1 ? `${KIND_TITLES[kind]}, page ${page}` : KIND_TITLES[kind],
    description: 'News, press releases and announcements from Corcym, the structural heart surgery company.',
  });
}

/** /news and its further pages: the hero and one page of cards. A page past the last one is not found (404). */
export async function NewsListView({ kind, page }: { kind: NewsKind; page: number }) {
  const t = await getTranslations();
  const { cards, pages } = newsPage(await newsCards(await allNews()), kind, page);
  if (page > pages) notFound();
  return (
    <>
      <PageHero
        eyebrow={t('news.news')}
        title={t('news.title')}
        lead={t('news.lead')}
        breadcrumb={{
          label: t('breadcrumb.label'),
          items: [
            { label: t('breadcrumb.home'), href: '/' },
            { label: t('news.title'), href: '/news' },
          ],
        }}
      />
      <div className={styles.body}>
        <NewsList cards={cards} kind={kind} page={page} pages={pages} />
      </div>
    </>
  );
}
