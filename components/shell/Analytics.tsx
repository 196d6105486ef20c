'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { globalPrivacyControl, useConsent } from '@/lib/client/consent-store';
import { analyticsAllowed } from '@/lib/consent';

// gtag loads only after an explicit Accept; until then no analytics code or request leaves the page.
const GoogleAnalytics = dynamic(() => import('@next/third-parties/google').then((module) => module.GoogleAnalytics), {
  ssr: false,
});

type Gtag = (command: 'event', name: string, parameters: Record<string, string>) => void;

/** Sends a page view on client-side navigations; the first view is sent by gtag's own config call. */
function PageViews() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const gtag = (window as Window & { gtag?: Gtag }).gtag;
    gtag?.('event', 'page_view', {
      page_path: pathname,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [pathname]);
  return null;
}

// Pages whose address carries a secret (a single-use set-password link): never measured, so the link never
// reaches the analytics service in a page_location.
const UNMEASURED = ['/academy/set-password'];

export function Analytics({ measurementId }: { measurementId: string }) {
  const consent = useConsent();
  const pathname = usePathname();
  if (UNMEASURED.some((path) => pathname.startsWith(path))) return null;
  if (consent === null || !analyticsAllowed(consent, globalPrivacyControl())) return null;
  return (
    <>
      <GoogleAnalytics gaId={measurementId} />
      <PageViews />
    </>
  );
}
