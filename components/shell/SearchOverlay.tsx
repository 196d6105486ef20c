'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { searchEntries, type SearchEntry } from '@/lib/search/match';
import { useFocusTrap } from '@/lib/client/use-focus-trap';
import styles from './SearchOverlay.module.scss';

export interface SearchOverlayLabels {
  dialog: string;
  input: string;
  placeholder: string;
  close: string;
  noResults: string;
  hint: string;
}

let indexRequest: Promise<SearchEntry[]> | undefined;

function loadIndex(): Promise<SearchEntry[]> {
  indexRequest ??= fetch('/search-index.json')
    .then((response) => (response.ok ? (response.json() as Promise<SearchEntry[]>) : []))
    .catch(() => {
      indexRequest = undefined;
      return [];
    });
  return indexRequest;
}

export function SearchOverlay({ labels, onClose }: { labels: SearchOverlayLabels; onClose: () => void }) {
  const [term, setTerm] = useState('');
  const [index, setIndex] = useState<SearchEntry[]>([]);
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusTrap(dialog, true, onClose);

  useEffect(() => {
    input.current?.focus();
    let live = true;
    void loadIndex().then((entries) => live && setIndex(entries));
    return () => {
      live = false;
    };
  }, []);

  const results = useMemo(() => searchEntries(index, term), [index, term]);
  const searched = term.trim() !== '';

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label={labels.dialog} className={styles.dialog}>
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
        <div id="site-search-status" className={styles.status} role="status">
          {!searched ? labels.hint : results.length === 0 ? labels.noResults : null}
        </div>
        {results.length > 0 && (
          <ul className={styles.results}>
            {results.map((entry) => (
              <li key={entry.link}>
                <Link href={entry.link} onClick={onClose}>
                  {entry.title}
                  <span className={styles.path}>{entry.link}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
