'use client';

import dynamic from 'next/dynamic';
import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHydrated } from '@/lib/client/hydrated';
import { SEARCH_PATH } from '@/lib/search/query';
import type { SearchOverlayLabels } from './SearchOverlay';
import styles from './SearchLauncher.module.scss';

// The overlay, its matcher and the index load only when a visitor opens search.
const SearchOverlay = dynamic(() => import('./SearchOverlay').then((module) => module.SearchOverlay), { ssr: false });

/**
 * The header's search control: a link to the /search page, so a tap before the scripts have run (or without them)
 * still reaches search. Once hydrated it is a button that opens the overlay; a click with a modifier key keeps the
 * link's own behaviour (new tab or window).
 */
interface SearchLauncherProps {
  buttonLabel: string;
  labels: SearchOverlayLabels;
  /** The page's `<html lang>`, handed to the overlay. */
  lang: string;
}

export function SearchLauncher({ buttonLabel, labels, lang }: SearchLauncherProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  // A button answers Space as well as Enter (Enter already clicks a link).
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a
        ref={launcher}
        href={SEARCH_PATH}
        className={styles.button}
        {...(hydrated && { role: 'button', 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onKeyDown })}
        onClick={onClick}
        onMouseEnter={() => void import('./SearchOverlay')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{buttonLabel}</span>
      </a>
      {open && <SearchOverlay labels={labels} lang={lang} onClose={close} />}
    </>
  );
}
