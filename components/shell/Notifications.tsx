'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { NOTIFICATION_DURATION_MS, NOTIFY_EVENT, type NotificationDetail } from '@/lib/notify';

const Toasts = lazy(() => import('./Toasts'));

/** Mounts sonner's toaster on the first notification only (see lib/notify.ts). */
export function Notifications() {
  const [queue, setQueue] = useState<NotificationDetail[]>([]);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onNotify = (event: Event) => {
      const detail = (event as CustomEvent<NotificationDetail>).detail;
      setActive(true);
      setQueue((pending) => [...pending, detail]);
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, []);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <Toasts queue={queue} duration={NOTIFICATION_DURATION_MS} onShown={() => setQueue([])} />
    </Suspense>
  );
}
