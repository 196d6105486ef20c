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
