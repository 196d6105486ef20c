'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { LearnerProfile } from '@/lib/api/types';
import { isBoarded, setBoarded, useLearner } from '@/lib/client/learner-store';

// The form, its validation and the API client load only for a learner who has not onboarded.
const OnboardingModal = dynamic(() => import('./OnboardingModal').then((module) => module.OnboardingModal), { ssr: false });

/**
 * Shows the onboarding modal on academy pages to a signed-in learner until the server has recorded their
 * onboarding. `academy_boarding` in local storage mirrors that record, so onboarded learners see no flash.
 */
export function OnboardingGate() {
  const learner = useLearner();
  const [profile, setProfile] = useState<LearnerProfile | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!learner || isBoarded()) return;
    let current = true;
    import('@/lib/api/endpoints')
      .then(({ endpoints }) => endpoints.me())
      .then(({ payload }) => {
        if (!current || !payload) return;
        if (payload.onboarded) setBoarded(true);
        else setProfile(payload);
      })
      // A failed check shows nothing now; the next academy page asks again (401/403 are announced by the client).
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [learner]);

  if (!learner || !profile || dismissed) return null;
  return <OnboardingModal profile={profile} onDone={() => setProfile(null)} onClose={() => setDismissed(true)} />;
}
