'use client';

import { useEffect } from 'react';

/**
 * The WAI-ARIA tabs keyboard rule: arrows move to the next or previous tab (wrapping), Home and End to the first and
 * last. Vertical lists also answer Up and Down. Returns the tab to select, or undefined for any other key.
 */
export function tabKeyTarget(
  key: string,
  current: number,
  count: number,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
): number | undefined {
  const last = count - 1;
  const next = current === last ? 0 : current + 1;
  const previous = current === 0 ? last : current - 1;
  const moves: Record<string, number> = { ArrowRight: next, ArrowLeft: previous, Home: 0, End: last };
  if (orientation === 'vertical') Object.assign(moves, { ArrowDown: next, ArrowUp: previous });
  return moves[key];
}

/** Runs `onHash` on arrival and whenever the URL hash changes, so linked tabs open (#performance). */
export function useHashSelection(onHash: () => void) {
  useEffect(() => {
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [onHash]);
}
