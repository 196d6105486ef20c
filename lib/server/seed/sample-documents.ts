import 'server-only';
import { createHash } from 'node:crypto';
import type { Db } from '@/lib/server/db/dialect';
import type { DeviceIdentifierKind, DocumentKind } from '@/lib/server/db/schema';
import { getStorage } from '@/lib/server/storage';
import { deviceKeyLabel } from '@/lib/eifu/device-names';
import { samplePdf, SAMPLE_WATERMARK } from './sample-pdf';

/**
 * Sample documents for development and the end-to-end suite, added only with SEED_SAMPLE_DOCUMENTS=1 (never in
 * production by default: a real site ships an empty document centre). Every identifier is visibly fictitious:
 * REF numbers SAMPLE-REF-…, UDI-DIs from the GS1 prefix 952 that GS1 keeps for examples, codes starting
 * `sample-`; every PDF says "SAMPLE - not for clinical use" on each page, and every row has `sample = 1`, so
 * the pages mark it "Sample, fictitious". The texts say nothing clinical: they only show the layout.
 */
const SEED_ACTOR = 'system:sample-seed';

export const sampleIdentifiers: ReadonlyArray<{
  device: string;
  kind: DeviceIdentifierKind;
  value: string;
  label?: string;
}> = [
  { device: 'ww/perceval', kind: 'udi_di', value: '09520000000011', label: 'sample size S' },
  { device: 'ww/perceval', kind: 'ref', value: 'SAMPLE-REF-0001', label: 'sample size S' },
  { device: 'ww/perceval', kind: 'basic_udi_di', value: 'SAMPLE-BUDI-0001' },
  { device: 'ww/memo4d', kind: 'udi_di', value: '09520000000028' },
  { device: 'ww/memo4d', kind: 'ref', value: 'SAMPLE-REF-0002' },
  { device: 'us/perceval', kind: 'udi_di', value: '09520000000035' },
  { device: 'us/perceval', kind: 'ref', value: 'SAMPLE-REF-0003' },
];

interface SampleDocument {
  code: string;
  kind: DocumentKind;
  language: string;
  title: string;
  devices: string[];
  /** Oldest first; the last is the current one. */
  revisions: Array<{ revision: string; issueDate: string; note?: string }>;
}

export const sampleDocuments: readonly SampleDocument[] = [
  {
    code: 'sample-ifu-perceval-en',
    kind: 'ifu',
    language: 'en',
    title: 'Sample instructions for use: Perceval (fictitious)',
    devices: ['ww/perceval'],
    revisions: [
      { revision: 'A', issueDate: '2024-06-03' },
      { revision: 'B', issueDate: '2025-09-15', note: 'Sample change note: layout of the sample text updated.' },
    ],
  },
  {
    code: 'sample-ifu-perceval-de',
    kind: 'ifu',
    language: 'de',
    title: 'Beispiel-Gebrauchsanweisung: Perceval (fiktiv)',
    devices: ['ww/perceval'],
    revisions: [{ revision: 'A', issueDate: '2025-09-15' }],
  },
  {
    code: 'sample-sscp-perceval',
    kind: 'sscp',
    language: 'en',
    title: 'Sample SSCP reference: Perceval (fictitious)',
    devices: ['ww/perceval'],
    revisions: [{ revision: '01', issueDate: '2025-02-10' }],
  },
  {
    code: 'sample-ifu-memo4d-en',
    kind: 'ifu',
    language: 'en',
    title: 'Sample instructions for use: Memo 4D (fictitious)',
    devices: ['ww/memo4d'],
    revisions: [{ revision: 'A', issueDate: '2025-04-22' }],
  },
  {
    code: 'sample-ifu-perceval-us-en',
    kind: 'ifu',
    language: 'en',
    title: 'Sample instructions for use: Perceval, US edition (fictitious)',
    devices: ['us/perceval'],
    revisions: [{ revision: 'A', issueDate: '2025-07-01' }],
  },
];

const id = (...parts: string[]) => {
  const hex = createHash('sha256').update(parts.join('/')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

function pdfFor(doc: SampleDocument, revision: string, issueDate: string) {
  const body = [
    SAMPLE_WATERMARK,
    'This file was generated to show how the document centre works.',
    'It is not an instruction for use and must not be used for any patient.',
    '',
    `Document code: ${doc.code}`,
    `Revision: ${revision}`,
    `Date of issue: ${issueDate}`,
    `Devices: ${doc.devices.map(deviceKeyLabel).join(', ')}`,
  ];
  return samplePdf(doc.title, [body, [SAMPLE_WATERMARK, 'Second page of the sample, left intentionally empty.']]);
}

/** Adds the sample identifiers, documents and revisions that are missing (by code and value). */
export async function seedSampleDocuments(trx: Db): Promise<void> {
  const now = '2025-01-01T00:00:00.000Z';
  for (const sample of sampleIdentifiers) {
    const exists = await trx
      .selectFrom('device_identifiers')
      .select('id')
      .where('kind', '=', sample.kind)
      .where('value', '=', sample.value)
      .executeTakeFirst();
    if (exists) continue;
    await trx
      .insertInto('device_identifiers')
      .values({
        id: id('identifier', sample.kind, sample.value),
        device_key: sample.device,
        kind: sample.kind,
        value: sample.value,
        label: sample.label ?? null,
        sample: 1,
        created_by: SEED_ACTOR,
        created_at: now,
      })
      .execute();
  }
  for (const doc of sampleDocuments) {
    if (await trx.selectFrom('documents').select('id').where('code', '=', doc.code).executeTakeFirst()) continue;
    const documentId = id('document', doc.code);
    await trx
      .insertInto('documents')
      .values({
        id: documentId,
        code: doc.code,
        kind: doc.kind,
        language: doc.language,
        title: doc.title,
        sample: 1,
        created_by: SEED_ACTOR,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('document_devices')
      .values(doc.devices.map((device_key) => ({ document_id: documentId, device_key })))
      .execute();
    for (const rev of doc.revisions) {
      const bytes = pdfFor(doc, rev.revision, rev.issueDate);
      const key = `documents/sample-${doc.code}-${rev.revision.toLowerCase()}.pdf`;
      await getStorage().put(key, bytes, 'application/pdf');
      const publishedAt = `${rev.issueDate}T09:00:00.000Z`;
      await trx
        .insertInto('document_revisions')
        .values({
          id: id('revision', doc.code, rev.revision),
          document_id: documentId,
          revision: rev.revision,
          issue_date: rev.issueDate,
          file_key: key,
          file_name: `${doc.code}_rev-${rev.revision}.pdf`,
          file_size: bytes.byteLength,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          external_url: null,
          change_note: rev.note ?? null,
          status: 'published',
          author_id: SEED_ACTOR,
          created_at: publishedAt,
          approver_id: SEED_ACTOR,
          published_at: publishedAt,
          sample: 1,
        })
        .execute();
    }
  }
}
