import 'server-only';
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertStorageKey, type FileStorage } from './types';

/**
 * Files on the local disk under `root` (outside public/, so Next never serves them). The content type sits in a
 * sidecar `<key>.meta.json`. Writes go to a temporary name first and are renamed into place, so a reader never
 * sees half a file.
 */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error('Storage key leaves the storage root');
    return path;
  };
  const metaOf = (path: string) => `${path}.meta.json`;

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
      await writeFile(metaOf(path), JSON.stringify({ contentType }));
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async putFile(key, source, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(metaOf(path), JSON.stringify({ contentType }));
      try {
        await rename(source, path);
      } catch (error) {
        // Another file system (UPLOAD_DIR moved after the upload began): copy under a temporary name, then rename.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
        await copyFile(source, temporary);
        await rename(temporary, path);
        await rm(source, { force: true });
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const bytes = await readFile(path);
        const meta = JSON.parse(await readFile(metaOf(path), 'utf8').catch(() => '{}')) as { contentType?: string };
        return { bytes: new Uint8Array(bytes), contentType: meta.contentType ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(metaOf(path), { force: true });
    },
  };
}
