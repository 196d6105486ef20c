import 'server-only';
import { expireTags } from '@/lib/cache/expire-tags';
import { noticeTags } from '@/lib/cache/tags';

/**
 * After a notice is approved or closed: the register and the pages of its devices (register.ts tags them) render
 * afresh on their next request, on every instance when the cache is shared (Redis), without a redeploy.
 */
export function revalidateNoticePages(deviceKeys: readonly string[]): void {
  expireTags(noticeTags(deviceKeys));
}
