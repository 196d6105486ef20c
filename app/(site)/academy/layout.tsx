import type { ReactNode } from 'react';
import { AcademyFooter } from '@/components/academy/AcademyFooter';
import { OnboardingGate } from '@/components/academy/OnboardingGate';
import { StreamedWithoutScripts } from '@/components/shell/StreamedWithoutScripts';

/** Every /academy page: the academy's own footer links, and the onboarding modal for learners who have not onboarded. */
export default function AcademyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <StreamedWithoutScripts />
      {children}
      <AcademyFooter />
      <OnboardingGate />
    </>
  );
}
