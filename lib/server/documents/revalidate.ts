import 'server-only';
import { expireTags } from '@/lib/cache/expire-tags';
import { documentTags } from '@/lib/cache/tags';

/**
 * After a publication or a new identifier: the pages that read published documents (public.ts tags them) render
 * afresh on their next request, on every instance: /eifu, every document and revision page, the sitemap, and the
 * pages of the document's devices (generated ahead, so they show the new current revision without a redeploy).
 */
export function revalidateDocumentPages(deviceKeys: readonly string[]): void {
  expireTags(documentTags(deviceKeys));
}
