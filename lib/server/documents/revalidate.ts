import 'server-only';
import { revalidatePath } from 'next/cache';
import { devicePath } from '@/lib/content/devices';
import { documentPath, EIFU_PATH } from '@/lib/eifu/catalogue';
import { describeDevice } from './public';
import { devices } from '@/lib/content/devices';

/**
 * After a publication or a new identifier: the public pages that show documents are regenerated on their next
 * request, on every instance: the search page, the document's page and every revision page of it (route pattern
 * with its route group, as lib/server/news/revalidate.ts explains), the sitemap, and the device pages of the
 * document's devices (statically generated, so they show the new current revision without a redeploy).
 */
export function revalidateDocumentPages(deviceKeys: readonly string[], code?: string): void {
  revalidatePath(EIFU_PATH);
  revalidatePath('/sitemap.xml');
  if (code) revalidatePath(documentPath(code));
  revalidatePath('/(site)/eifu/[code]', 'page');
  revalidatePath('/(site)/eifu/[code]/[revision]', 'page');
  for (const key of deviceKeys) {
    const device = devices.find((candidate) => `${candidate.market}/${candidate.slug}` === key);
    if (device) revalidatePath(devicePath(device));
    else revalidatePath(describeDevice(key).path);
  }
}
