import 'server-only';
import { createHash } from 'node:crypto';
import { writeTransaction, type Db } from '../db/dialect';
import { getStorage } from '../storage';
import { samplePdf } from '../seed/sample-pdf';

/**
 * The development sample of the safety-notice register, created only with SEED_SAMPLE_DOCUMENTS=1 (never in
 * production, which ships with no notices). Fictitious in every part and marked so wherever it shows (`sample` = 1):
 * the reference starts with SAMPLE, the title says it is not for clinical use, the UDI-DI uses the GS1 prefix 952
 * that GS1 reserves for examples, and the PDF carries a SAMPLE watermark.
 */
export const SAMPLE_NOTICE = {
  reference: 'SAMPLE-FSN-0001',
  title: 'SAMPLE - not for clinical use: example field safety notice for the register',
  summary:
    'Sample, fictitious. This notice only shows how the register presents a field safety notice. It concerns no real device, lot or patient, and asks for no action.',
  issuedOn: '2026-01-15',
  countries: ['IT', 'DE', 'FR'],
  deviceKey: 'ww/perceval',
  udiDi: '09520000000011',
  range: { kind: 'lot' as const, first: 'SAMPLE100', last: 'SAMPLE120' },
};

const SAMPLE_IDS = {
  id: '5a3f1e00-0000-4000-8000-000000000001',
  deviceRowId: '5a3f1e00-0000-4000-8000-000000000002',
  rangeId: '5a3f1e00-0000-4000-8000-000000000003',
  fileId: '5a3f1e00-0000-4000-8000-000000000004',
};

/**
 * Adds the sample notice when it is not there yet. Called by the seed (lib/server/db/seed.ts) only when
 * SEED_SAMPLE_DOCUMENTS=1 (`serverConfig.seedSampleDocuments`), as the sample documents are.
 */
export async function seedSampleSafetyNotices(db: Db): Promise<void> {
  const now = new Date().toISOString();
  // Fixed ids: a build and the server it is served by (each seeding its own database) give the same file links.
  const { id, deviceRowId, rangeId, fileId } = SAMPLE_IDS;
  const bytes = samplePdf(`Field safety notice ${SAMPLE_NOTICE.reference} (example only)`, [
    [
      'This document shows how the website presents a field safety notice.',
      'It concerns no real device, lot or patient and asks for no action.',
      `Device: example entry, UDI-DI ${SAMPLE_NOTICE.udiDi} (GS1 prefix 952, reserved for examples)`,
      `Lots: ${SAMPLE_NOTICE.range.first} to ${SAMPLE_NOTICE.range.last} (fictitious)`,
    ],
  ]);
  const fileKey = `safety-notices/${id}/${fileId}.pdf`;
  // Read and written in one write transaction: two instances seeding at once add the sample once.
  await writeTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('safety_notices')
      .select('id')
      .where('reference', '=', SAMPLE_NOTICE.reference)
      .executeTakeFirst();
    if (existing) return;
    await getStorage().put(fileKey, bytes, 'application/pdf');
    await trx
      .insertInto('safety_notices')
      .values({
        id,
        reference: SAMPLE_NOTICE.reference,
        title: SAMPLE_NOTICE.title,
        summary: SAMPLE_NOTICE.summary,
        issued_on: SAMPLE_NOTICE.issuedOn,
        countries: JSON.stringify(SAMPLE_NOTICE.countries),
        status: 'open',
        author_id: 'system:sample',
        created_at: now,
        approver_id: 'system:sample',
        published_at: now,
        closed_at: null,
        updated_at: now,
        sample: 1,
      })
      .execute();
    await trx
      .insertInto('safety_notice_devices')
      .values({ id: deviceRowId, notice_id: id, device_key: SAMPLE_NOTICE.deviceKey, udi_di: SAMPLE_NOTICE.udiDi })
      .execute();
    await trx
      .insertInto('safety_notice_ranges')
      .values({ id: rangeId, notice_device_id: deviceRowId, ...SAMPLE_NOTICE.range })
      .execute();
    await trx
      .insertInto('safety_notice_files')
      .values({
        id: fileId,
        notice_id: id,
        language: 'en',
        file_key: fileKey,
        file_name: `${SAMPLE_NOTICE.reference}-en.pdf`,
        file_size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      })
      .execute();
  });
}
