import 'server-only';
import { resolve } from 'node:path';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './types';

export type { FileStorage } from './types';

/** Upload folder: UPLOAD_DIR, by default data/uploads beside the database (never under public/). */
export const uploadRoot = () =>
  resolve(/* turbopackIgnore: true */ process.cwd(), process.env.UPLOAD_DIR || 'data/uploads');

const globalStorage = globalThis as typeof globalThis & { __siteStorage?: FileStorage };

/** The site's file storage. A shared implementation replaces the local disk here, behind the same interface. */
export function getStorage(): FileStorage {
  globalStorage.__siteStorage ??= localDiskStorage(uploadRoot());
  return globalStorage.__siteStorage;
}
