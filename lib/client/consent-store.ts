'use client';

import { deleteCookie, getCookie, getCookies, setCookie } from 'cookies-next/client';
import { useSyncExternalStore } from 'react';
import { CONSENT_COOKIE, CONSENT_LIFETIME_MS, parseConsent, type ConsentValue } from '../consent';

/**
 * The visitor's cookie choice, readable by any client leaf. The cookie is the source of truth; listeners are
 * told when this tab changes it.
 */
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

export function readConsent(): ConsentValue | undefined {
  return parseConsent(getCookie(CONSENT_COOKIE));
}

/** Removes Google Analytics cookies (_ga, _ga_<id>) for this host and its parent domains. */
export function removeAnalyticsCookies() {
  const names = Object.keys(getCookies() ?? {}).filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const parts = window.location.hostname.split('.');
  const domains = [undefined, ...parts.slice(0, -1).map((_, index) => `.${parts.slice(index).join('.')}`)];
  for (const name of names) {
    for (const domain of domains) deleteCookie(name, { path: '/', ...(domain ? { domain } : {}) });
  }
}

export function saveConsent(value: ConsentValue) {
  setCookie(CONSENT_COOKIE, value, {
    path: '/',
    maxAge: CONSENT_LIFETIME_MS / 1000,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  if (value !== 'accept') removeAnalyticsCookies();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `null` while rendering on the server or hydrating: the choice is only known in the browser. */
export function useConsent(): ConsentValue | undefined | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

export function globalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/**
 * "Cookie settings" (in the footer) asks the banner to show again. A request, not the choice: the banner clears it
 * once a choice is made.
 */
let bannerRequested = false;

export function requestConsentBanner(requested = true) {
  bannerRequested = requested;
  emit();
}

/** Whether the visitor asked to see the banner again; false on the server and while hydrating. */
export function useConsentBannerRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => bannerRequested,
    () => false,
  );
}

/** The footer's "Cookie settings" button, where focus returns after a choice made from the reopened banner. */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
