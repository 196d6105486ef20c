'use client';

import { useEffect } from 'react';
import { globalPrivacyControl, useConsent } from '@/lib/client/consent-store';
import { analyticsAllowed } from '@/lib/consent';

/**
 * Real-user Web Vitals, under the same consent as Google Analytics (requirements §4.2: analytics only after
 * Accept, never with Global Privacy Control). Until then nothing is loaded: the reporter and the web-vitals
 * library are a separate chunk, imported only once consent is given, so the first-load JS stays as it was.
 */
export function WebVitals() {
  const consent = useConsent();
  const allowed = consent !== null && analyticsAllowed(consent, globalPrivacyControl());
  useEffect(() => {
    if (!allowed) return;
    import('@/lib/client/web-vitals-reporter').then((reporter) => reporter.startWebVitals()).catch(() => undefined); // a chunk that fails to load (offline, new deployment) costs a measurement, nothing else
  }, [allowed]);
  return null;
}
