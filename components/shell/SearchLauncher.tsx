'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import type { SearchOverlayLabels } from './SearchOverlay';
import styles from './SearchLauncher.module.scss';

// The overlay, its matcher and the index load only when a visitor opens search.
const SearchOverlay = dynamic(() => import('./SearchOverlay').then((module) => module.SearchOverlay), { ssr: false });

export function SearchLauncher({ buttonLabel, labels }: { buttonLabel: string; labels: SearchOverlayLabels }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onMouseEnter={() => void import('./SearchOverlay')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{buttonLabel}</span>
      </button>
      {open && <SearchOverlay labels={labels} onClose={close} />}
    </>
  );
}
