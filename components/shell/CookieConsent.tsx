'use client';

import Link from 'next/link';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  COOKIE_SETTINGS_ID,
  requestConsentBanner,
  saveConsent,
  useConsent,
  useConsentBannerRequested,
} from '@/lib/client/consent-store';
import type { ConsentValue } from '@/lib/consent';
import styles from './CookieConsent.module.scss';

export interface CookieConsentLabels {
  title: string;
  body: string;
  policy: string;
  accept: string;
  decline: string;
  close: string;
}

/**
 * The cookie banner (requirements §4): shown while no choice is stored, from the first paint (see
 * `consentPendingScript`); Accept, Decline and Close each store their value.
 * "Cookie settings" in the footer (CookieSettingsButton) brings it back. It comes right after the skip link in the
 * tab order. On wide screens it is a band at the top of the page, in its flow, so it covers nothing; on phones a
 * compact strip fixed at the bottom, and while it is shown the page keeps a bottom scroll padding of its height so
 * the control in focus is never under it; after a choice, focus goes back where it was (the footer's button, if the banner was reopened from
 * it), else to the main content.
 */
export function CookieConsent({ labels }: { labels: CookieConsentLabels }) {
  const consent = useConsent();
  const reopened = useConsentBannerRequested();
  const banner = useRef<HTMLElement>(null);
  // The last control focused outside the banner, and where focus goes once a choice hides it.
  const lastOutside = useRef<HTMLElement | null>(null);
  const focusAfterChoice = useRef<'settings' | 'back' | null>(null);
  // Before hydration (consent null) the banner is rendered and CSS decides from the pre-paint flag whether it shows.
  const hydrating = consent === null;
  const visible = hydrating || consent === undefined || reopened;

  useEffect(() => {
    if (reopened) banner.current?.focus();
  }, [reopened]);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!banner.current?.contains(target) && target.id !== COOKIE_SETTINGS_ID) lastOutside.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // scroll-padding-bottom (read by the browser when it scrolls a focused control into view) follows the height.
  useLayoutEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!visible || hydrating || !element) return;
    const measure = () => {
      // Only the phones' fixed strip covers the page; on wide screens the banner is in the page's flow.
      if (getComputedStyle(element).position !== 'fixed') {
        root.style.setProperty('--consent-banner-space', '0px');
        return;
      }
      const gap = window.innerHeight - element.getBoundingClientRect().top;
      root.style.setProperty('--consent-banner-space', `${Math.max(0, Math.ceil(gap))}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--consent-banner-space');
    };
  }, [visible, hydrating]);

  useEffect(() => {
    const target = focusAfterChoice.current;
    if (visible || !target) return;
    focusAfterChoice.current = null;
    const previous = lastOutside.current;
    const settings = document.getElementById(COOKIE_SETTINGS_ID);
    if (target === 'settings' && settings) settings.focus({ preventScroll: true });
    else if (previous?.isConnected && !previous.classList.contains('skip-link'))
      previous.focus({ preventScroll: true });
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [visible]);

  const choose = (value: ConsentValue) => {
    focusAfterChoice.current = reopened ? 'settings' : 'back';
    saveConsent(value);
    requestConsentBanner(false);
  };

  return (
    <>
      {visible && (
        <section
          ref={banner}
          className={styles.banner}
          aria-labelledby="cookie-banner-title"
          tabIndex={-1}
          data-prehydration={hydrating ? '' : undefined}
        >
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
    </>
  );
}
