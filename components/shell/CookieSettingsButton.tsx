'use client';

import { COOKIE_SETTINGS_ID, requestConsentBanner, useConsent } from '@/lib/client/consent-store';

/**
 * "Cookie settings", in the footer: brings the cookie banner back (requirements §4.2, the small icon that reopens
 * it). It sits in the page's flow inside the footer landmark, never floating over the content. Shown once the
 * page's script runs (the banner needs it); the footer keeps its room before that, so nothing moves.
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  // null until hydrated: the button keeps its place (visibility: hidden) but cannot be reached yet.
  const waiting = useConsent() === null;
  return (
    <button
      id={COOKIE_SETTINGS_ID}
      type="button"
      className={className}
      data-waiting={waiting || undefined}
      onClick={() => requestConsentBanner()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm3 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm5-1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM9 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
        />
      </svg>
      {label}
    </button>
  );
}
