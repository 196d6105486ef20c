'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { saveConsent, useConsent } from '@/lib/client/consent-store';
import type { ConsentValue } from '@/lib/consent';
import styles from './CookieConsent.module.scss';

export interface CookieConsentLabels {
  title: string;
  body: string;
  policy: string;
  accept: string;
  decline: string;
  close: string;
  reopen: string;
}

/**
 * The cookie banner (SPEC 4): shown while no choice is stored; Accept, Decline and Close each store their value.
 * The cookie icon at the bottom right brings it back.
 */
export function CookieConsent({ labels }: { labels: CookieConsentLabels }) {
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const visible = consent === undefined || reopened;

  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  const choose = (value: ConsentValue) => {
    saveConsent(value);
    setReopened(false);
  };

  return (
    <>
      {visible && (
        <section ref={banner} className={styles.banner} aria-labelledby="cookie-banner-title" tabIndex={-1}>
          <div className={styles.text}>
            <h2 id="cookie-banner-title" className={styles.title}>
              {labels.title}
            </h2>
            <p>
              {labels.body} <Link href="/cookies">{labels.policy}</Link>
            </p>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => choose('accept')}>
              {labels.accept}
            </button>
            <button type="button" className={styles.secondary} onClick={() => choose('declined')}>
              {labels.decline}
            </button>
            <button type="button" className={styles.secondary} onClick={() => choose('close')}>
              {labels.close}
            </button>
          </div>
        </section>
      )}
      {consent !== null && !visible && (
        <button type="button" className={styles.icon} onClick={() => setReopened(true)}>
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm3 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm5-1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM9 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
            />
          </svg>
          <span className="visually-hidden">{labels.reopen}</span>
        </button>
      )}
    </>
  );
}
