'use client';

import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/client/hydrated';
import { PAGE_NOT_FOUND_ID } from '@/lib/not-found';
import styles from './NotFoundNotice.module.scss';

function subscribeHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const arrivedFromNowhere = () => window.location.hash === `#${PAGE_NOT_FOUND_ID}`;

/**
 * Tells a visitor sent home from an unknown address that the page was not found (lib/not-found.ts). In the
 * static HTML the message is there under its id and CSS shows it only when the address targets it, so it works
 * without scripts and costs the home page's cache nothing. Once hydrated it is written into the polite status
 * region again, as new content, so screen readers announce it.
 */
export function NotFoundNotice({ message }: { message: string }) {
  const hydrated = useHydrated();
  const arrived = useSyncExternalStore(subscribeHash, arrivedFromNowhere, () => false);
  return (
    <div role="status" aria-live="polite" className={styles.status}>
      {!hydrated ? (
        <p id={PAGE_NOT_FOUND_ID} className={styles.notice}>
          {message}
        </p>
      ) : (
        arrived && (
          // A new element (another key), not the server's: the live region announces it.
          <p key="announced" id={PAGE_NOT_FOUND_ID} className={`${styles.notice} ${styles.shown}`}>
            {message}
          </p>
        )
      )}
    </div>
  );
}
