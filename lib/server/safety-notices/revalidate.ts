import 'server-only';
import { revalidatePath } from 'next/cache';
import { deviceByKey } from '@/lib/safety-notices/device-input';

/**
 * After a notice is approved or closed: the register and the pages of its devices are regenerated on their next
 * request, on every instance when the ISR cache is shared (Redis), without a redeploy.
 */
export function revalidateNoticePages(deviceKeys: readonly string[]): void {
  revalidatePath('/safety-notices');
  for (const key of new Set(deviceKeys)) {
    const device = deviceByKey(key);
    if (device) revalidatePath(device.path);
  }
}
