'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { ONBOARDING_PATH } from '@/lib/academy/onboarding-path';
import { isBoarded, useLearner } from '@/lib/client/learner-store';

// The profile query, the form, its validation and the API client load only for a learner who has not onboarded.
const OnboardingCheck = dynamic(() => import('./OnboardingCheck').then((module) => module.OnboardingCheck), {
  ssr: false,
});

/**
 * Shows the onboarding modal on academy pages to a signed-in learner until the server has recorded their
 * onboarding. `academy_boarding` in local storage mirrors that record, so onboarded learners see no flash and
 * load nothing. The learner is unknown while the page hydrates, so storage is read only after it.
 */
export function OnboardingGate() {
  const learner = useLearner();
  const [dismissed, setDismissed] = useState(false);
  // The onboarding page is the same form already.
  const onOnboardingPage = usePathname() === ONBOARDING_PATH;
  if (!learner || dismissed || onOnboardingPage || isBoarded()) return null;
  return <OnboardingCheck onClose={() => setDismissed(true)} />;
}
