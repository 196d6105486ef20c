'use client';

import { usePathname } from 'next/navigation';
import { setLearner, useLearner } from '@/lib/client/learner-store';

interface LogoutSlotProps {
  label: string;
  className?: string;
  /** Wrap in a list item when placed inside a menu list. */
  as?: 'li' | 'span';
}

/** Whether the shell offers Logout: only to a signed-in learner, and only on academy pages (SPEC 2.2). */
export function shouldShowLogout(pathname: string | null, signedIn: boolean): boolean {
  return signedIn && pathname !== null && (pathname === '/academy' || pathname.startsWith('/academy/'));
}

export function LogoutSlot({ label, className, as: Wrapper = 'span' }: LogoutSlotProps) {
  const pathname = usePathname();
  const learner = useLearner();
  if (!shouldShowLogout(pathname, learner !== null)) return null;
  return (
    <Wrapper>
      <button type="button" className={className} onClick={() => setLearner(null)}>
        {label}
      </button>
    </Wrapper>
  );
}
