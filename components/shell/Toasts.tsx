'use client';

import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import type { NotificationDetail } from '@/lib/notify';

/** sonner's toaster: bottom-right, 7000 ms, success green and error red (requirements §9). */
export default function Toasts({
  queue,
  duration,
  onShown,
}: {
  queue: NotificationDetail[];
  duration: number;
  onShown: () => void;
}) {
  useEffect(() => {
    if (queue.length === 0) return;
    queue.forEach(({ tone, message }) => (tone === 'success' ? toast.success(message) : toast.error(message)));
    onShown();
  }, [queue, onShown]);

  return <Toaster position="bottom-right" duration={duration} richColors closeButton />;
}
