import 'server-only';
import { cache } from 'react';
import type { Device } from '@/lib/content/devices';
import { getDb } from '@/lib/server/db';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { deviceKeyOf, documentsForDevice, type PublicDocument } from './public';

/**
 * A device page's published documents. A device page is generated ahead; if the database cannot be reached
 * then, the page is built without them (and regenerated when a revision is published) rather than not at all.
 */
export const deviceDocuments = cache(async function deviceDocuments(device: Device): Promise<PublicDocument[]> {
  try {
    return await documentsForDevice(await getDb(), deviceKeyOf(device));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[eifu] device documents unavailable', error);
    return [];
  }
});
