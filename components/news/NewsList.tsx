import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { NEWS_KINDS, newsListHref, type NewsCard, type NewsKind } from '@/lib/news/list';
import { NEWS_FEED_PATH } from '@/lib/news/paths';
import styles from './News.module.scss';

interface NewsListProps {
  cards: NewsCard[];
  kind: NewsKind;
  page: number;
  pages: number;
}

/**
 * One page of the news list, rendered on the server: the filter and the pager are plain links
 * (lib/news/list.ts), so each view has its own address, works without JavaScript and can be crawled. They are
 * `<a>`, not next/link: the client router does not follow the proxy's query rewrite of /news (it would keep
 * showing the first page), so each view is a full, cached page load.
 */
export async function NewsList({ cards, kind, page, pages }: NewsListProps) {
  const t = await getTranslations('news');
  const filterLabels: Record<NewsKind, string> = { all: t('all'), news: t('news'), press: t('press') };
  return (
    <div>
      <nav className={styles.filters} aria-label={t('filter')}>
        {NEWS_KINDS.map((name) => (
          <a key={name} href={newsListHref(name, 1)} aria-current={name === kind ? 'page' : undefined}>
            {filterLabels[name]}
          </a>
        ))}
      </nav>
      <ul className={styles.grid}>
        {cards.map((item) => (
          <li key={item.id} className={styles.card}>
            {item.image && (
              // A picture uploaded in the back office, served by the app's own route (not an optimisable static
              // file): loaded only when the card nears the screen, in a 16:9 frame that never shifts the text.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                className={styles.cardImage}
                src={item.image.src}
                alt={item.image.alt}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
              />
            )}
            <p className={styles.meta}>
              <span>{item.type === 'press' ? t('press') : t('news')}</span>
              <time dateTime={item.date}>{item.dateLabel}</time>
            </p>
            <h2>
              <Link href={item.href}>{item.title}</Link>
            </h2>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('pages')}>
          {page > 1 ? (
            <a href={newsListHref(kind, page - 1)} rel="prev">
              {t('previous')}
            </a>
          ) : (
            <span aria-disabled="true">{t('previous')}</span>
          )}
          <span>{t('page', { page, pages })}</span>
          {page < pages ? (
            <a href={newsListHref(kind, page + 1)} rel="next">
              {t('next')}
            </a>
          ) : (
            <span aria-disabled="true">{t('next')}</span>
          )}
        </nav>
      )}
      <p className={styles.feed}>
        <a href={NEWS_FEED_PATH} type="application/atom+xml">
          {t('feed')}
        </a>
      </p>
    </div>
  );
}
