'use client';

import { useEffect, useState } from 'react';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { useMe } from '@/lib/api/hooks';
import { setBoarded } from '@/lib/client/learner-store';
import { focusPageHeading } from '@/lib/client/focus-page-heading';
import { OnboardingModal } from './OnboardingModal';

/**
 * Asks the server whether the signed-in learner has onboarded and, if not, shows the modal. A failed check shows
 * nothing now; the next academy page asks again (401/403 are announced by the API client).
 */
function OnboardingQuery({ onClose }: { onClose: () => void }) {
  const { data: profile } = useMe();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (profile?.onboarded) setBoarded(true);
  }, [profile]);
  // The modal opened by itself, so there is no opener to give focus back to: it goes to the page's heading.
  useEffect(() => {
    if (done) focusPageHeading();
  }, [done]);

  if (!profile || profile.onboarded || done) return null;
  return (
    <OnboardingModal
      profile={profile}
      onDone={() => setDone(true)}
      onClose={() => {
        onClose();
        focusPageHeading();
      }}
    />
  );
}

export const OnboardingCheck = withQueryClient(OnboardingQuery);
