'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  prepareNews,
  resultLang,
  searchEntries,
  searchNews,
  type NewsEntry,
  type NewsSearchItem,
  type SearchEntry,
} from '@/lib/search/match';
import { ModalDialog } from '@/components/ui/ModalDialog';
import { withQueryClient } from '@/components/ui/QueryProvider';
import styles from './SearchOverlay.module.scss';

export interface SearchOverlayLabels {
  dialog: string;
  input: string;
  placeholder: string;
  close: string;
  noResults: string;
  /** "1 result" and "{count} results", announced once typing pauses. */
  resultOne: string;
  resultMany: string;
  hint: string;
  pages: string;
  news: string;
}

interface Index {
  pages: SearchEntry[];
  news: NewsEntry[];
}

const ANNOUNCE_DELAY_MS = 500;

const getJson = <T,>(url: string, fallback: T): Promise<T> =>
  fetch(url, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<T>) : fallback))
    .catch(() => fallback);

/**
 * The page index (static) and the news (API). Read with plain fetch, not the API client: a failure is an empty
 * index (search still answers from what loaded), never a notice or a sign-out.
 */
const loadIndex = (): Promise<Index> =>
  Promise.all([
    getJson<SearchEntry[]>('/search-index.json', []),
    getJson<{ payload: NewsSearchItem[] | null }>(`${process.env.NEXT_PUBLIC_API_URL || '/api'}/news/news`, {
      payload: [],
    }),
  ]).then(([pages, news]) => ({ pages, news: prepareNews(news.payload ?? []) }));

const emptyIndex: Index = { pages: [], news: [] };

interface SearchDialogProps {
  labels: SearchOverlayLabels;
  /** The `<html lang>` of the page search was opened on: results in it come first, others carry their own lang. */
  lang: string;
  onClose: () => void;
}

function SearchDialog({ labels, lang, onClose }: SearchDialogProps) {
  const [term, setTerm] = useState('');
  // Fetched the first time search opens and kept for the page's life (the index changes with a deployment).
  const { data: index = emptyIndex } = useQuery({
    queryKey: ['search-index'],
    queryFn: loadIndex,
    staleTime: Infinity,
  });
  const results = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const pages = useMemo(() => searchEntries(index.pages, term, lang), [index.pages, term, lang]);
  const news = useMemo(() => searchNews(index.news, term), [index.news, term]);
  const found = pages.length + news.length;
  const searched = term.trim() !== '';

  // The status region is polite and speaks once typing pauses, so a screen reader hears "46 results" for the
  // term, not a count per keystroke.
  const [announcement, setAnnouncement] = useState({ term: '', text: '' });
  const count =
    found === 0
      ? labels.noResults
      : found === 1
        ? labels.resultOne
        : labels.resultMany.replace('{count}', String(found));
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement({ term, text: count }), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, count]);
  const status = !searched ? labels.hint : announcement.term === term ? announcement.text : '';

  // Arrow keys move between the box and the results; Enter follows the focused link.
  const onKeyDown = (event: KeyboardEvent) => {
    // In a filled search box Chrome spends the first Escape on clearing it; here Escape always closes search.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(results.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const position = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') links[position + 1 < links.length ? position + 1 : 0]?.focus();
    else if (position <= 0) input.current?.focus();
    else links[position - 1]?.focus();
  };

  return (
    <ModalDialog onClose={onClose} aria-label={labels.dialog}>
      <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
        <div className={styles.dialog} onKeyDown={onKeyDown}>
          <div className={styles.bar}>
            <label htmlFor="site-search" className="visually-hidden">
              {labels.input}
            </label>
            <input
              ref={input}
              id="site-search"
              type="search"
              className={styles.input}
              placeholder={labels.placeholder}
              autoComplete="off"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              aria-describedby="site-search-status"
            />
            <button type="button" className={styles.close} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{labels.close}</span>
            </button>
          </div>
          <div id="site-search-status" className={styles.status} role="status" aria-live="polite">
            {status}
          </div>
          <div ref={results} className={styles.results}>
            {pages.length > 0 && (
              <section aria-labelledby="search-pages">
                <h2 id="search-pages" className={styles.group}>
                  {labels.pages} ({pages.length})
                </h2>
                <ul>
                  {pages.map((entry) => (
                    <li key={entry.link} lang={resultLang(entry.lang, lang)}>
                      <Link href={entry.link} onClick={onClose}>
                        <span className={styles.title}>{entry.title}</span>
                        {entry.description && <span className={styles.description}>{entry.description}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {news.length > 0 && (
              <section aria-labelledby="search-news">
                <h2 id="search-news" className={styles.group}>
                  {labels.news} ({news.length})
                </h2>
                <ul>
                  {news.map((entry) => (
                    <li key={entry.id} lang={resultLang(undefined, lang)}>
                      <Link href={`/news-detail/${entry.id}`} onClick={onClose}>
                        <span className={styles.title}>{entry.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}

export const SearchOverlay = withQueryClient(SearchDialog);
