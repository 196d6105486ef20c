/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDb } from '@/lib/server/db';
import { normaliseGtin } from '@/lib/eifu/gs1';
import { readVerified } from '@/lib/server/documents/files';
import { getPublicDocument, searchDocuments } from '@/lib/server/documents/public';
import { sampleIdentifiers, seedSampleDocuments } from './sample-documents';
import { samplePdf, SAMPLE_WATERMARK } from './sample-pdf';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'sample-docs-'));

test('every page of a sample PDF carries the watermark', () => {
  const text = Buffer.from(samplePdf('Title', [['one'], ['two'], ['three']])).toString('latin1');
  expect(text.startsWith('%PDF-1.4')).toBe(true);
  expect(text).toContain('/Count 3');
  // Diagonal mark, header and footer on each of the three pages.
  expect(text.split(`(${SAMPLE_WATERMARK}) Tj`).length - 1).toBe(3);
  expect(text.split(`(${SAMPLE_WATERMARK} - page `).length - 1).toBe(3);
});

test('sample identifiers are visibly fictitious: SAMPLE- REF numbers, UDI-DIs under GS1 prefix 952', () => {
  for (const identifier of sampleIdentifiers) {
    if (identifier.kind === 'udi_di') {
      expect(identifier.value.startsWith('0952')).toBe(true);
      expect(normaliseGtin(identifier.value)).toEqual({ ok: true, gtin14: identifier.value });
    } else expect(identifier.value.startsWith('SAMPLE-')).toBe(true);
  }
});

test('the seed publishes the samples once, marked as samples, with files that match their checksum', async () => {
  const db = await getDb();
  await seedSampleDocuments(db);
  await seedSampleDocuments(db);
  const ifu = await getPublicDocument(db, 'sample-ifu-perceval-en');
  expect(ifu?.sample).toBe(true);
  expect(ifu?.revisions.map((rev) => rev.revision)).toEqual(['B', 'A']);
  const file = await db
    .selectFrom('document_revisions')
    .select(['file_key', 'sha256'])
    .where('document_id', '=', ifu!.id)
    .where('revision', '=', 'B')
    .executeTakeFirstOrThrow();
  const read = await readVerified(file.file_key!, file.sha256!);
  expect(read).toMatchObject({ ok: true });
  // The PDF names its device as a reader knows it, not by the internal key (issue 38.17).
  const text = Buffer.from(read.ok ? read.bytes : []).toString('latin1');
  expect(text).toMatch(/Devices: Perceval\S* \\\(worldwide\\\)/);
  expect(text).not.toContain('ww/perceval');
  const found = await searchDocuments(db, { q: '09520000000028' });
  expect(found.documents.map((doc) => doc.code)).toEqual(['sample-ifu-memo4d-en']);
});
