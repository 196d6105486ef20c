import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';
import { apiBaseUrl } from '@/lib/api/base-url';
import { analyticsAllowed } from '@/lib/consent';
import { globalPrivacyControl, readConsent } from './consent-store';

/**
 * Real-user Web Vitals (LCP, INP, CLS) to the site's own endpoint. This module, and the web-vitals library with
 * it, is only imported after analytics consent (components/shell/WebVitals.tsx), so visitors without consent
 * never download it. The library reports a metric when it is final: mostly as the page is hidden or left, when
 * only a beacon still leaves reliably.
 */
let started = false;

/**
 * Consent is read from the cookie at the moment of sending, not remembered from the start: a choice withdrawn
 * later, in this tab or another, stops every measurement still to come. The library's observers cannot be
 * removed; without consent they only feed a function that sends nothing.
 */
function mayReport(): boolean {
  return analyticsAllowed(readConsent(), globalPrivacyControl());
}

/** The path of the page the metric belongs to (the page that was loaded, even after client-side navigation). */
function pathOf(metric: MetricType): string {
  try {
    return new URL(metric.navigationURL ?? window.location.href).pathname;
  } catch {
    return window.location.pathname;
  }
}

export function report(metric: MetricType): void {
  if (!mayReport()) return;
  // Only these four fields: no query string or hash (a link may carry a token), no identifier.
  const body = JSON.stringify({ name: metric.name, value: metric.value, rating: metric.rating, path: pathOf(metric) });
  const url = `${apiBaseUrl}/vitals`;
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses a JSON beacon; fetch below.
  }
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Starts measuring, once per page load however often consent is given. */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  onLCP(report);
  onCLS(report);
  onINP(report);
}
