/** @jest-environment node */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskStorage } from '@/lib/server/storage/local-disk';

const root = mkdtempSync(join(tmpdir(), 'site-test-storage-'));
const storage = localDiskStorage(root);

describe('local-disk storage', () => {
  it('puts, gets and deletes an object with its content type', async () => {
    await storage.put('grants/abc-123.pdf', new TextEncoder().encode('%PDF-1.7'), 'application/pdf');
    expect(existsSync(join(root, 'grants/abc-123.pdf'))).toBe(true);
    const stored = await storage.get('grants/abc-123.pdf');
    expect(stored?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(stored!.bytes)).toBe('%PDF-1.7');
    await storage.delete('grants/abc-123.pdf');
    expect(await storage.get('grants/abc-123.pdf')).toBeUndefined();
    await expect(storage.delete('grants/abc-123.pdf')).resolves.toBeUndefined();
  });

  it.each([
    '../escape.pdf',
    'grants/../../escape.pdf',
    '/etc/passwd',
    'grants//x.pdf',
    'Grants/X.PDF',
    '.hidden',
    'a\\b',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, new Uint8Array([1]), 'application/pdf')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
  });
});
