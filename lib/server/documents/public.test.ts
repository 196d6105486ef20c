/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDb } from '@/lib/server/db';
import { seedSampleDocuments } from '@/lib/server/seed/sample-documents';
import { publishedLanguages, searchDocuments } from './public';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'public-search-'));

// The development samples (lib/server/seed/sample-documents.ts): Perceval (ww) has an English and a German IFU and
// an SSCP, Perceval (US) an IFU, Memo 4D an IFU; Perceval Plus is in the catalogue with no document here.
beforeAll(async () => seedSampleDocuments(await getDb()));
const codes = async (q: string, extra: { lang?: 'en' | 'de'; prefer?: string[] } = {}) =>
  (await searchDocuments(await getDb(), { q, ...extra })).documents.map((doc) => doc.code);

test('a known device with no document here gets no other device’s documents, but says so', async () => {
  const outcome = await searchDocuments(await getDb(), { q: 'Perceval Plus' });
  expect(outcome.documents).toEqual([]);
  expect(outcome.device).toEqual({ name: 'Perceval Plus', documents: 0 });
  expect((await searchDocuments(await getDb(), { q: 'perceval  plus with lancelot' })).device).toEqual({
    name: 'Perceval Plus with Lancelot',
    documents: 0,
  });
});

test('an exact device name finds that device’s documents only', async () => {
  expect((await codes('Memo 4D')).sort()).toEqual(['sample-ifu-memo4d-en']);
  expect(await codes('perceval')).toHaveLength(4);
  expect((await searchDocuments(await getDb(), { q: 'Perceval' })).suggestions).toEqual([]);
});

test('a near name is a suggestion, never the answer', async () => {
  const typo = await searchDocuments(await getDb(), { q: 'Percevel' });
  expect(typo.documents).toEqual([]);
  expect(typo.suggestions).toContain('Perceval');
  const longer = await searchDocuments(await getDb(), { q: 'Perceval S' });
  expect(longer.documents).toEqual([]);
  expect(longer.suggestions?.[0]).toBe('Perceval');
  expect((await searchDocuments(await getDb(), { q: 'memo4d' })).suggestions).toContain('Memo 4D');
});

test('codes as printed or scanned: REF with its prefix, a DI-only barcode', async () => {
  expect(await codes('REF SAMPLE-REF-0001')).toHaveLength(3);
  expect(await codes('REF: SAMPLE-REF-0002')).toEqual(['sample-ifu-memo4d-en']);
  expect(await codes('0109520000000028')).toEqual(['sample-ifu-memo4d-en']);
  expect(await codes('sample-ifu-memo')).toEqual(['sample-ifu-memo4d-en']);
});

test('the visitor’s language first, then the IFU before the SSCP', async () => {
  expect(await codes('09520000000011', { prefer: ['de'] })).toEqual([
    'sample-ifu-perceval-de',
    'sample-ifu-perceval-en',
    'sample-sscp-perceval',
  ]);
  expect(await codes('09520000000011', { prefer: ['en'] })).toEqual([
    'sample-ifu-perceval-en',
    'sample-sscp-perceval',
    'sample-ifu-perceval-de',
  ]);
});

test('the language filter offers the languages documents exist in', async () => {
  expect(await publishedLanguages(await getDb())).toEqual(['de', 'en']);
});
