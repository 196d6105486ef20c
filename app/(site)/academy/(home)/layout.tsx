import type { ReactNode } from 'react';
import { requirePageLearner } from '@/lib/server/auth/page-session';

// The session is checked here, above the loading boundary, so a visitor gets a real HTTP redirect to the login.
export default async function LearnerHomeLayout({ children }: { children: ReactNode }) {
  await requirePageLearner('/academy');
  return children;
}
