/** The cookie-consent contract (requirements §4, 9): one first-party cookie holding the visitor's choice. */
export const CONSENT_COOKIE = 'cookies';
export const CONSENT_VALUES = ['accept', 'declined', 'close'] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];
/** 15552000000 ms, about 180 days. */
export const CONSENT_LIFETIME_MS = 15_552_000_000;

export function parseConsent(value: unknown): ConsentValue | undefined {
  return CONSENT_VALUES.includes(value as ConsentValue) ? (value as ConsentValue) : undefined;
}

/** Analytics may run only after an explicit Accept, and never when the browser sends Global Privacy Control. */
export function analyticsAllowed(consent: ConsentValue | undefined, globalPrivacyControl: boolean): boolean {
  return consent === 'accept' && !globalPrivacyControl;
}

/** Set on <html> before the first paint when no valid choice is stored, so the banner paints with the page. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * Runs inline while the page is parsed, right after the banner's markup (requirements §4), so the banner is
 * shown only once all of it is in the page (a frame painted mid-banner showed it one line tall). The banner is in every
 * page's HTML, because a banner that appeared only after hydration was the largest paint of most pages on phones
 * and came after every script had loaded. CSS shows it only when this flag is set, so returning visitors never
 * see it flash and visitors without JavaScript (who cannot answer it) never see it. Allowed by its hash in the CSP.
 */
export const consentPendingScript =
  `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:${CONSENT_VALUES.join('|')})(?:;|$)/.test(document.cookie)` +
  `||document.documentElement.setAttribute('${CONSENT_PENDING_ATTRIBUTE}','')`;
