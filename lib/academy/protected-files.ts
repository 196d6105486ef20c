import { join } from 'node:path';

/**
 * Academy material (lecture videos, their captions, attachment PDFs) is for signed-in learners only, so it lives
 * outside public/ and is served by route handlers that check the session (app/videos/academy,
 * app/documents/academy). Its addresses stay the ones the course data holds.
 */
const PROTECTED_FOLDERS: Record<string, string> = {
  '/videos/academy/': join('private', 'academy', 'videos'),
  '/documents/academy/': join('private', 'academy', 'documents'),
};

const FILE_NAME = /^[a-z0-9][a-z0-9-]{0,100}\.(mp4|vtt|pdf)$/;

/** The repository-relative file behind a protected address, or undefined for any other address. */
export function protectedFile(urlPath: string): string | undefined {
  for (const [prefix, folder] of Object.entries(PROTECTED_FOLDERS)) {
    if (!urlPath.startsWith(prefix)) continue;
    const name = urlPath.slice(prefix.length);
    return FILE_NAME.test(name) ? join(folder, name) : undefined;
  }
  return undefined;
}

/**
 * Files the academy manager uploaded in the back office are named `upload-<uuid>.<ext>` and live in the upload
 * storage (lib/server/storage) rather than the repository: the storage key behind such an address, if it is one.
 */
export const UPLOAD_PREFIX = 'upload-';
const UPLOAD_FOLDERS: Record<string, string> = {
  '/videos/academy/': 'academy/videos',
  '/documents/academy/': 'academy/documents',
};

export function uploadedFileKey(urlPath: string): string | undefined {
  for (const [prefix, folder] of Object.entries(UPLOAD_FOLDERS)) {
    if (!urlPath.startsWith(prefix)) continue;
    const name = urlPath.slice(prefix.length);
    return name.startsWith(UPLOAD_PREFIX) && FILE_NAME.test(name) ? `${folder}/${name}` : undefined;
  }
  return undefined;
}

/** Where a generated file with this site address is written: the protected folder, or public/. */
export function fileForAddress(urlPath: string): string {
  const address = urlPath.startsWith('/') ? urlPath : `/${urlPath}`;
  return protectedFile(address) ?? join('public', address);
}
