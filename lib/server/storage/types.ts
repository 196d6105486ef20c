/**
 * Where uploaded files live. The site ships a local-disk store; a shared store (object storage, a database
 * table) implements the same three calls so that any instance can serve any file.
 *
 * Keys are relative names such as `grants/<lead id>.pdf`: lowercase letters, digits, '-', '_', '.', '/' only,
 * never '..' and never a leading '/'. They are not URLs; nothing in storage is served publicly.
 */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Moves a finished temporary file (an upload streamed to disk) into storage under `key`. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under that key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*(\.[a-z0-9]+)?$/;

/** Refuses a key that could leave the store's root or clash with its metadata. */
export function assertStorageKey(key: string): void {
  if (key.length > 200 || !KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key).slice(0, 60)}`);
}
