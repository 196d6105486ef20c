import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/ui/PageHero';
import { DEFAULT_LANG, resultLang } from '@/lib/search/match';
import { MAX_SEARCH_TERM_LENGTH, SEARCH_PATH, type SearchTerm } from '@/lib/search/query';
import type { SiteSearchResults } from '@/lib/search/site-search';
import styles from './SearchPage.module.scss';

interface SearchPageViewProps {
  query: SearchTerm;
  /** The raw `q` as typed, shown back in the box (even when refused). */
  typed: string;
  results?: SiteSearchResults;
}

/**
 * The site search as a page: a plain GET form to /search and the results found on the server. It works without
 * JavaScript and can be linked; the header's search link opens the overlay instead once scripts have run.
 */
export async function SearchPageView({ query, typed, results }: SearchPageViewProps) {
  const t = await getTranslations('search');
  const found = results ? results.pages.length + results.news.length : 0;
  const status =
    'problem' in query
      ? t('hint')
      : found === 0
        ? t('noResults')
        : found === 1
          ? t('resultOne')
          : t('resultMany', { count: found });

  return (
    <>
      <PageHero eyebrow={t('inputLabel')} title={t('dialogLabel')} />
      <div className={styles.page}>
        <form role="search" action={SEARCH_PATH} method="get" className={styles.form}>
          <label htmlFor="search-page-term" className="visually-hidden">
            {t('inputLabel')}
          </label>
          <input
            id="search-page-term"
            name="q"
            type="search"
            className={styles.input}
            placeholder={t('placeholder')}
            defaultValue={typed}
            maxLength={MAX_SEARCH_TERM_LENGTH}
            aria-describedby="search-page-status"
          />
          <button type="submit" className={styles.submit}>
            {t('inputLabel')}
          </button>
        </form>
        <p id="search-page-status" className={styles.status} role="status">
          {status}
        </p>
        {results && found > 0 && (
          <div className={styles.results}>
            {results.pages.length > 0 && (
              <section aria-labelledby="search-page-pages">
                <h2 id="search-page-pages" className={styles.group}>
                  {t('pages')} ({results.pages.length})
                </h2>
                <ul>
                  {results.pages.map((entry) => (
                    <li key={entry.link} lang={resultLang(entry.lang, DEFAULT_LANG)}>
                      <Link href={entry.link}>
                        <span className={styles.title}>{entry.title}</span>
                        {entry.description && <span className={styles.description}>{entry.description}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {results.news.length > 0 && (
              <section aria-labelledby="search-page-news">
                <h2 id="search-page-news" className={styles.group}>
                  {t('news')} ({results.news.length})
                </h2>
                <ul>
                  {results.news.map((entry) => (
                    <li key={entry.id}>
                      <Link href={`/news-detail/${entry.id}`}>
                        <span className={styles.title}>{entry.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        )}
      </div>
    </>
  );
}
