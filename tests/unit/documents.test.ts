/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { fileForAddress } from '@/lib/academy/protected-files';
import { allDocuments } from '@/lib/documents/all';

describe('generated documents', () => {
  const documents = allDocuments();

  it.each(documents.map((document) => [document.path, document] as const))('%s is a PDF, committed and up to date', (path, document) => {
    const file = fileForAddress(path);
    expect(existsSync(file)).toBe(true);
    expect(document.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A content change must come with `npm run documents`.
    expect(readFileSync(file).equals(document.bytes)).toBe(true);
  });
});
