/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'site-test-label-scan-'));

import { getDb } from '@/lib/server/db';
import { seedSampleDocuments } from '@/lib/server/seed/sample-documents';
import { seedSampleSafetyNotices } from '@/lib/server/safety-notices/sample';
import { gs1DateText } from '@/lib/label-scan/scan-state';
import { answerLabelScan } from './answer';

// The development samples: Perceval (ww, UDI-DI 09520000000011) has an English IFU at revision B (2025-09-15) and a
// German one at A, and an SSCP; Memo 4D (09520000000028) an English IFU; SAMPLE-FSN-0001 is open and lists Perceval
// lots SAMPLE100 to SAMPLE120. A closed notice for Memo 4D lot E2ECLOSED1 is added here.
beforeAll(async () => {
  const db = await getDb();
  await seedSampleDocuments(db);
  await seedSampleSafetyNotices(db);
  const now = new Date().toISOString();
  await db
    .insertInto('safety_notices')
    .values({
      id: 'closed-notice',
      reference: 'TEST-FSN-CLOSED',
      title: 'A closed test notice',
      summary: 'Test.',
      issued_on: '2025-01-01',
      countries: '["IT"]',
      status: 'closed',
      author_id: 'test',
      created_at: now,
      approver_id: 'test2',
      published_at: now,
      closed_at: now,
      updated_at: now,
      sample: 0,
    })
    .execute();
  await db
    .insertInto('safety_notice_devices')
    .values({ id: 'closed-device', notice_id: 'closed-notice', device_key: 'ww/memo4d', udi_di: '09520000000028' })
    .execute();
  await db
    .insertInto('safety_notice_ranges')
    .values({
      id: 'closed-range',
      notice_device_id: 'closed-device',
      kind: 'lot',
      first: 'E2ECLOSED1',
      last: 'E2ECLOSED1',
    })
    .execute();
});

const scan = async (typed: string, prefer: string[] = []) => answerLabelScan(await getDb(), typed, prefer);

test('a full scan answers with the device, its current IFUs with their PDFs, the expiry, and the open notice', async () => {
  const answer = await scan('(01)09520000000011(17)281231(10)SAMPLE105', ['en']);
  expect(answer).toMatchObject({
    status: 'answer',
    read: { gtin: '09520000000011', lot: 'SAMPLE105', expiry: { raw: '281231', text: '31 December 2028' } },
    devices: [{ name: 'Perceval', market: 'ww', path: expect.stringMatching(/perceval$/) }],
    notice: {
      status: 'listed',
      notices: [
        {
          reference: 'SAMPLE-FSN-0001',
          status: 'open',
          sample: true,
          href: '/safety-notices#notice-SAMPLE-FSN-0001',
        },
      ],
    },
  });
  if (answer.status !== 'answer') throw new Error('no answer');
  // Only instructions for use (no SSCP), the visitor's language first, each at its current revision.
  expect(answer.documents.map((doc) => [doc.code, doc.revision, doc.issueDate, doc.page, doc.file])).toEqual([
    [
      'sample-ifu-perceval-en',
      'B',
      '2025-09-15',
      '/eifu/sample-ifu-perceval-en',
      '/eifu/sample-ifu-perceval-en/B/file',
    ],
    [
      'sample-ifu-perceval-de',
      'A',
      '2025-09-15',
      '/eifu/sample-ifu-perceval-de',
      '/eifu/sample-ifu-perceval-de/A/file',
    ],
  ]);
  expect(await scan('(01)09520000000011(10)SAMPLE105', ['de'])).toMatchObject({
    documents: [{ code: 'sample-ifu-perceval-de' }, { code: 'sample-ifu-perceval-en' }],
  });
});

test('the raw scan a camera or scanner sends, with a GS separator, gives the same answer', async () => {
  expect(await scan(']d2010952000000001117281231\x1d10SAMPLE120')).toMatchObject({
    status: 'answer',
    read: { lot: 'SAMPLE120' },
    notice: { status: 'listed' },
  });
});

test('a lot outside every notice is not listed; a lot in a closed notice says so', async () => {
  expect(await scan('(01)09520000000011(17)281231(10)SAMPLE121')).toMatchObject({
    status: 'answer',
    notice: { status: 'not-listed' },
  });
  expect(await scan('(01)09520000000028(10)E2ECLOSED1')).toMatchObject({
    status: 'answer',
    devices: [{ name: 'Memo 4D' }],
    documents: [{ code: 'sample-ifu-memo4d-en', revision: 'A' }],
    notice: { status: 'listed', notices: [{ reference: 'TEST-FSN-CLOSED', status: 'closed', sample: false }] },
  });
});

test('a scan with no lot or serial answers the IFU part and asks for the number', async () => {
  for (const typed of ['0109520000000011', '(01)09520000000011(17)281231', '09520000000011'])
    expect(await scan(typed)).toMatchObject({
      status: 'answer',
      devices: [{ name: 'Perceval' }],
      documents: [{ code: 'sample-ifu-perceval-en' }, { code: 'sample-ifu-perceval-de' }],
      notice: { status: 'no-number' },
    });
});

test('a UDI-DI no device of the catalogue carries is said to be unknown here', async () => {
  // 0952000000004-2: a valid GTIN with the example prefix that no sample identifier uses.
  expect(await scan('(01)09520000000042(10)SAMPLE105')).toMatchObject({
    status: 'unknown-device',
    read: { gtin: '09520000000042', lot: 'SAMPLE105' },
    notice: { status: 'not-listed' },
  });
});

test('unreadable or doubtful input is asked about, never answered "not listed"', async () => {
  const cases: [string, RegExp][] = [
    ['(01)09520000000012(10)SAMPLE105', /check digit/],
    ['(01)09520000000011(10)', /1 to 20 characters/],
    ['(10)SAMPLE105', /no UDI-DI \(01\)/],
    ['Perceval', /not the text of a label's barcode/],
    ['LOT SAMPLE105', /not the text of a label's barcode/],
    ['x'.repeat(300), /longer than a label's barcode/],
  ];
  for (const [typed, question] of cases) {
    const answer = await scan(typed);
    expect(answer).toMatchObject({ status: 'unsure', question: expect.stringMatching(question) });
    expect(JSON.stringify(answer)).not.toMatch(/not-listed/);
  }
  expect(await scan('   ')).toEqual({
    status: 'invalid',
    error: 'Scan the barcode on the label, or type the text printed under it.',
  });
});

test('GS1 dates: the century window, and day 00 as the month only', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  expect(gs1DateText('281231', now)).toBe('31 December 2028');
  expect(gs1DateText('991231', now)).toBe('31 December 1999');
  expect(gs1DateText('760101', now)).toBe('1 January 2076');
  expect(gs1DateText('280600', now)).toBe('June 2028');
});
