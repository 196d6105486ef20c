'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLearner } from '@/lib/client/learner-store';

interface LogoutSlotProps {
  label: string;
  className?: string;
  /** Wrap in a list item when placed inside a menu list. */
  as?: 'li' | 'span';
}

/** Whether the shell offers Logout: only to a signed-in learner, and only on academy pages (requirements §2.3). */
function shouldShowLogout(pathname: string | null, signedIn: boolean): boolean {
  return signedIn && pathname !== null && (pathname === '/academy' || pathname.startsWith('/academy/'));
}

export function LogoutSlot({ label, className, as: Wrapper = 'span' }: LogoutSlotProps) {
  const pathname = usePathname();
  const router = useRouter();
  const learner = useLearner();
  const [busy, setBusy] = useState(false);
  if (!shouldShowLogout(pathname, learner !== null)) return null;

  const onClick = async () => {
    setBusy(true);
    // The API client loads only when a learner logs out, keeping it out of every page's first load.
    const { logout } = await import('@/lib/api/logout');
    const next = await logout(pathname);
    setBusy(false);
    if (next) router.push(next);
    else router.refresh();
  };

  return (
    <Wrapper>
      <button type="button" className={className} onClick={onClick} disabled={busy} aria-busy={busy}>
        {label}
      </button>
    </Wrapper>
  );
}
