'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { NewsCard } from '@/lib/news/card';
import styles from './News.module.scss';

const PAGE_SIZE = 9;
const FILTERS = ['all', 'news', 'press'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The news list: every item is in the static HTML; the filter (all, news, press releases) and the page number
 * live in the hash (#press/2), so a filtered page can be shared and the back button works.
 */
export function NewsBrowser({ items, labels }: { items: NewsCard[]; labels: Record<Filter | 'filter' | 'previous' | 'next' | 'page' | 'pages', string> }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const fromHash = () => {
      const [name, number] = window.location.hash.slice(1).split('/');
      setFilter(FILTERS.includes(name as Filter) ? (name as Filter) : 'all');
      setPage(Math.max(1, Number(number) || 1));
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    window.addEventListener('popstate', fromHash);
    return () => {
      window.removeEventListener('hashchange', fromHash);
      window.removeEventListener('popstate', fromHash);
    };
  }, []);

  // A new history entry per choice, so the back button returns to the previous view.
  const go = (nextFilter: Filter, nextPage: number) => {
    window.history.pushState(null, '', `#${nextFilter}/${nextPage}`);
    setFilter(nextFilter);
    setPage(nextPage);
  };

  const shown = items.filter((item) => filter === 'all' || item.type === filter);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <div>
      <div className={styles.filters} role="group" aria-label={labels.filter}>
        {FILTERS.map((name) => (
          <button key={name} type="button" aria-pressed={filter === name} onClick={() => go(name, 1)}>
            {labels[name]}
          </button>
        ))}
      </div>
      <ul className={styles.grid}>
        {visible.map((item) => (
          <li key={item.id} className={styles.card}>
            <p className={styles.meta}>
              <span>{item.type === 'press' ? labels.press : labels.news}</span>
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
        <nav className={styles.pager} aria-label={labels.pages}>
          <button type="button" disabled={current === 1} onClick={() => go(filter, current - 1)}>
            {labels.previous}
          </button>
          <span aria-live="polite">{labels.page.replace('{page}', String(current)).replace('{pages}', String(pages))}</span>
          <button type="button" disabled={current === pages} onClick={() => go(filter, current + 1)}>
            {labels.next}
          </button>
        </nav>
      )}
    </div>
  );
}
