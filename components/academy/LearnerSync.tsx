'use client';

import { useEffect } from 'react';
import { currentLearner, setBoarded, setLearner } from '@/lib/client/learner-store';

/**
 * Brings the browser's learner copy in line with the session the server verified for this page (for example
 * after the learner cleared site data or signed in from another tab), so the shell offers Logout. It runs when
 * the page mounts only: a logout on this page must not be undone by it.
 */
export function LearnerSync({ id, onboarded }: { id: string; onboarded: boolean }) {
  useEffect(() => {
    if (currentLearner()?.id !== id) setLearner({ id });
    if (onboarded) setBoarded(true);
  }, [id, onboarded]);
  return null;
}
