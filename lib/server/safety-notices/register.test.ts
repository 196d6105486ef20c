/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'site-test-notices-'));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));

import { getDb } from '@/lib/server/db';
import { listAudit } from '@/lib/server/staff/audit-query';
import {
  approveNotice,
  confirmNoticeClose,
  createNoticeDraft,
  getNotice,
  getRejection,
  rejectNotice,
  requestNoticeClose,
  withdrawNoticeClose,
  withdrawNoticeDraft,
} from './admin';
import { checkNumber, listPublicNotices, openNoticesFor, publicNoticeFile } from './register';
import { SAMPLE_NOTICE, seedSampleSafetyNotices } from './sample';
import { samplePdf } from '../seed/sample-pdf';
import { actorOf, createMember, MEMBER_PASSWORD } from '@/tests/staff-fixtures';

const password = MEMBER_PASSWORD;

describe('the sample notice (SEED_SAMPLE_DOCUMENTS=1 only)', () => {
  test('open, marked as a sample, once; a lot in range is listed and its neighbour is not', async () => {
    const db = await getDb();
    await seedSampleSafetyNotices(db);
    await seedSampleSafetyNotices(db);
    const samples = (await listPublicNotices(db)).filter((n) => n.reference === SAMPLE_NOTICE.reference);
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatchObject({
      status: 'open',
      sample: true,
      title: expect.stringMatching(/^SAMPLE - not for clinical use:/),
    });
    expect(samples[0]!.devices[0]).toMatchObject({ deviceKey: 'ww/perceval', udiDi: '09520000000011' });

    expect(await checkNumber(db, 'Perceval', 'sample110')).toMatchObject({
      status: 'listed',
      notices: [{ reference: 'SAMPLE-FSN-0001' }],
    });
    expect(await checkNumber(db, '09520000000011', 'SAMPLE120')).toMatchObject({ status: 'listed' });
    expect(await checkNumber(db, '(01)09520000000011(10)SAMPLE100', 'SAMPLE100')).toMatchObject({ status: 'listed' });
    expect(await checkNumber(db, 'Perceval', 'SAMPLE121')).toEqual({ status: 'not-listed' });
    expect(await checkNumber(db, 'Perceval', 'SAMPLE099')).toEqual({ status: 'not-listed' });
    // Another device of the catalogue: the same lot is not listed for it.
    expect(await checkNumber(db, 'Solo Smart', 'SAMPLE110')).toEqual({ status: 'not-listed' });
    expect(await checkNumber(db, 'no such valve', 'SAMPLE110')).toEqual({ status: 'unknown-device' });

    const file = samples[0]!.files[0]!;
    const served = await publicNoticeFile(db, file.id);
    expect(served).toMatchObject({ ok: true, fileName: 'SAMPLE-FSN-0001-en.pdf' });
    expect(Buffer.from((served as { bytes: Uint8Array }).bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  test('a lot typed as the label prints it, or scanned, is listed; a reading in doubt is asked about, never "not listed"', async () => {
    const db = await getDb();
    await seedSampleSafetyNotices(db);
    for (const typed of ['LOT SAMPLE105', 'Lot SAMPLE110', 'LOT: SAMPLE105', '(10)SAMPLE105', '10SAMPLE105\x1d'])
      expect([typed, await checkNumber(db, 'Perceval', typed)]).toEqual([
        typed,
        expect.objectContaining({
          status: 'listed',
          notices: [expect.objectContaining({ reference: 'SAMPLE-FSN-0001' })],
        }),
      ]);
    // A DI-only barcode in the device field; a full scan there with the number field empty.
    expect(await checkNumber(db, '0109520000000011', 'SAMPLE105')).toMatchObject({ status: 'listed' });
    expect(await checkNumber(db, '(01)09520000000011(17)281231(10)SAMPLE105', '')).toMatchObject({ status: 'listed' });
    expect(await checkNumber(db, '(01)09520000000011(10)SAMPLE121', '')).toEqual({ status: 'not-listed' });
    // The scan and the typed number disagree: which one is on the label?
    expect(await checkNumber(db, '(01)09520000000011(10)SAMPLE105', 'SAMPLE121')).toMatchObject({
      status: 'unsure',
      read: expect.arrayContaining(['UDI-DI 09520000000011', 'lot SAMPLE105 (from the barcode)', 'number SAMPLE121']),
      options: [
        { device: '09520000000011', number: 'SAMPLE105' },
        { device: '09520000000011', number: 'SAMPLE121' },
      ],
    });
    // Run together: 10SAMPLE105 is not in the range but SAMPLE105 is; the answer depends on the reading.
    expect(await checkNumber(db, 'Perceval', '10SAMPLE105')).toMatchObject({
      status: 'unsure',
      options: [
        { device: 'Perceval', number: '10SAMPLE105' },
        { device: 'Perceval', number: 'SAMPLE105' },
      ],
    });
    // Both readings give the same answer: no question.
    expect(await checkNumber(db, 'Perceval', 'LOTSAMPLE130')).toEqual({ status: 'not-listed' });
    expect(await checkNumber(db, 'Perceval', '10SAMPLE105', { exact: true })).toEqual({ status: 'not-listed' });
    expect(await checkNumber(db, 'Perceval', 'SAMPLE105 SAMPLE130')).toMatchObject({ status: 'unsure' });
  });

  test('a PDF changed in storage after upload is not served', async () => {
    const db = await getDb();
    const row = await db
      .selectFrom('safety_notice_files')
      .select(['id', 'file_key'])
      .where('file_name', '=', 'SAMPLE-FSN-0001-en.pdf')
      .executeTakeFirstOrThrow();
    await writeFile(join(process.env.UPLOAD_DIR!, row.file_key), samplePdf('Tampered', [['tampered']]));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The same answer as a tampered IFU (409), and one audit row however many visitors ask within the hour.
    expect(await publicNoticeFile(db, row.id, '203.0.113.1')).toEqual({ ok: false, status: 409 });
    expect(await publicNoticeFile(db, row.id, '203.0.113.2')).toEqual({ ok: false, status: 409 });
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'after_json'])
      .where('entity_id', '=', row.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'safety_notices.file.refused',
        actor_email: 'system:document-integrity',
        after_json: expect.stringContaining('"reason":"changed"'),
      },
    ]);
    expect(error.mock.calls.filter(([line]) => String(line).includes('document-integrity'))).toHaveLength(1);
    // A client that keeps asking for refused files is limited.
    let last;
    for (let i = 0; i < 25; i++) last = await publicNoticeFile(db, row.id, '203.0.113.3');
    expect(last).toMatchObject({ ok: false, status: 429 });
    error.mockRestore();
  });
});

test('a draft is not public; its author cannot approve it; a colleague can, then close it; each step audited', async () => {
  const db = await getDb();
  const author = await createMember('fsn-author@example.com', 'regulatory');
  const colleague = await createMember('fsn-approver@example.com', 'regulatory');
  const id = await createNoticeDraft(
    db,
    actorOf(author),
    { reference: 'FSN-TEST-1', title: 'Test notice', summary: 'Test.', issuedOn: '2026-02-01', countries: ['IT'] },
    [{ deviceKey: 'ww/solo-smart', udiDi: null, ranges: [{ kind: 'serial', first: 'SN100', last: 'SN200' }] }],
    [{ language: 'it', bytes: samplePdf('Test', [['test']]) }],
  );
  expect((await listPublicNotices(db)).some((n) => n.id === id)).toBe(false);
  expect(await checkNumber(db, 'Solo Smart', 'SN150')).toEqual({ status: 'not-listed' });

  expect(await approveNotice(db, author, actorOf(author), id, password)).toMatchObject({
    ok: false,
    reason: 'own-draft',
  });
  expect(await approveNotice(db, colleague, actorOf(colleague), id, 'wrong password here')).toMatchObject({
    ok: false,
    reason: 'wrong-password',
  });
  expect((await listPublicNotices(db)).some((n) => n.id === id)).toBe(false);
  // The wrong password is in the audit log, naming the notice.
  const refused = await db
    .selectFrom('audit_log')
    .select(['actor_email', 'after_json'])
    .where('action', '=', 'approvals.refused')
    .where('entity_id', '=', id)
    .execute();
  expect(refused).toEqual([
    { actor_email: 'fsn-approver@example.com', after_json: expect.stringContaining('"step":"approve"') },
  ]);

  expect(await approveNotice(db, colleague, actorOf(colleague), id, password)).toMatchObject({ ok: true });
  expect((await openNoticesFor(db, 'ww/solo-smart')).map((n) => n.reference)).toEqual(['FSN-TEST-1']);
  expect(await checkNumber(db, 'Solo Smart', 'SN150')).toMatchObject({ status: 'listed' });

  // Closing takes two people: one asks with a reason, a different one confirms with their password.
  await expect(requestNoticeClose(db, colleague, actorOf(colleague), id, '   ')).rejects.toThrow('close-reason');
  await requestNoticeClose(db, colleague, actorOf(colleague), id, 'Field action complete (test).');
  expect((await openNoticesFor(db, 'ww/solo-smart')).map((n) => n.reference)).toEqual(['FSN-TEST-1']);
  expect(await confirmNoticeClose(db, colleague, actorOf(colleague), id, password)).toMatchObject({
    ok: false,
    reason: 'own-draft',
  });
  expect(await confirmNoticeClose(db, author, actorOf(author), id, 'wrong password here')).toMatchObject({
    ok: false,
    reason: 'wrong-password',
  });
  expect((await openNoticesFor(db, 'ww/solo-smart')).map((n) => n.reference)).toEqual(['FSN-TEST-1']);
  expect(await confirmNoticeClose(db, author, actorOf(author), id, password)).toMatchObject({ ok: true });
  expect(await openNoticesFor(db, 'ww/solo-smart')).toEqual([]);
  expect((await listPublicNotices(db)).find((n) => n.id === id)).toMatchObject({ status: 'closed' });

  const audit = await listAudit(db, { entityId: id }, 1);
  const steps = audit.rows.map((row) => [row.action, row.actorEmail, JSON.parse(row.after ?? '{}').meaning]);
  expect(steps).toEqual(
    expect.arrayContaining([
      ['safety_notices.draft', 'fsn-author@example.com', 'author'],
      ['safety_notices.approve', 'fsn-approver@example.com', 'approver'],
      ['safety_notices.close_request', 'fsn-approver@example.com', 'author'],
      ['safety_notices.close', 'fsn-author@example.com', 'approver'],
    ]),
  );
});

test('a close request can be withdrawn; confirming then is refused and the notice stays open', async () => {
  const db = await getDb();
  const author = await createMember('fsn-author2@example.com', 'regulatory');
  const colleague = await createMember('fsn-approver2@example.com', 'regulatory');
  const id = await createNoticeDraft(
    db,
    actorOf(author),
    { reference: 'FSN-TEST-2', title: 'Test notice 2', summary: 'Test.', issuedOn: '2026-02-02', countries: ['IT'] },
    [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'serial', first: 'SN300', last: 'SN400' }] }],
    [],
  );
  expect(await approveNotice(db, colleague, actorOf(colleague), id, password)).toMatchObject({ ok: true });
  await expect(confirmNoticeClose(db, author, actorOf(author), id, password)).rejects.toThrow('no-close-request');
  await requestNoticeClose(db, author, actorOf(author), id, 'Sent in error (test).');
  await expect(requestNoticeClose(db, colleague, actorOf(colleague), id, 'Again.')).rejects.toThrow('close-requested');
  await withdrawNoticeClose(db, actorOf(colleague), id);
  await expect(confirmNoticeClose(db, colleague, actorOf(colleague), id, password)).rejects.toThrow('no-close-request');
  expect((await openNoticesFor(db, 'ww/perceval')).map((n) => n.reference)).toContain('FSN-TEST-2');
});

test('a draft is rejected with a reason by another member, never by its author; it never becomes public', async () => {
  const db = await getDb();
  const author = await createMember('fsn-author3@example.com', 'regulatory');
  const colleague = await createMember('fsn-approver3@example.com', 'regulatory');
  const id = await createNoticeDraft(
    db,
    actorOf(author),
    { reference: 'FSN-TEST-3', title: 'Test notice 3', summary: 'Test.', issuedOn: '2026-02-03', countries: ['IT'] },
    [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'serial', first: 'SN500', last: 'SN600' }] }],
    [],
  );
  await expect(rejectNotice(db, author, actorOf(author), id, 'My own draft.')).rejects.toThrow('own-draft');
  await expect(rejectNotice(db, colleague, actorOf(colleague), id, '   ')).rejects.toThrow('reject-reason');
  expect(await getNotice(db, id)).toMatchObject({ status: 'draft' });
  await rejectNotice(db, colleague, actorOf(colleague), id, 'The lot range does not match the signed notice.');
  expect(await getNotice(db, id)).toMatchObject({ status: 'rejected' });
  expect(await getRejection(db, id)).toMatchObject({
    reason: 'The lot range does not match the signed notice.',
    rejectedBy: colleague.id,
  });
  // Rejected: it cannot be approved, rejected again or withdrawn, and it is not public.
  await expect(approveNotice(db, colleague, actorOf(colleague), id, password)).rejects.toThrow('not-draft');
  await expect(rejectNotice(db, colleague, actorOf(colleague), id, 'Again.')).rejects.toThrow('not-draft');
  await expect(withdrawNoticeDraft(db, author, actorOf(author), id)).rejects.toThrow('not-draft');
  expect((await listPublicNotices(db)).some((n) => n.id === id)).toBe(false);
  expect(await checkNumber(db, 'Perceval', 'SN550')).toEqual({ status: 'not-listed' });

  const audit = await listAudit(db, { entityId: id }, 1);
  const reject = audit.rows.find((row) => row.action === 'safety_notices.reject');
  expect(reject?.actorEmail).toBe('fsn-approver3@example.com');
  expect(JSON.parse(reject?.after ?? '{}')).toMatchObject({
    meaning: 'reviewer',
    reason: 'The lot range does not match the signed notice.',
  });
});

test('a draft is withdrawn by its author only, before approval; audited', async () => {
  const db = await getDb();
  const author = await createMember('fsn-author4@example.com', 'regulatory');
  const colleague = await createMember('fsn-approver4@example.com', 'regulatory');
  const draft = (reference: string) =>
    createNoticeDraft(
      db,
      actorOf(author),
      { reference, title: 'Test notice', summary: 'Test.', issuedOn: '2026-02-04', countries: ['IT'] },
      [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'serial', first: 'SN700', last: 'SN800' }] }],
      [],
    );
  const id = await draft('FSN-TEST-4');
  await expect(withdrawNoticeDraft(db, colleague, actorOf(colleague), id)).rejects.toThrow('not-author');
  expect(await getNotice(db, id)).toMatchObject({ status: 'draft' });
  await withdrawNoticeDraft(db, author, actorOf(author), id);
  expect(await getNotice(db, id)).toMatchObject({ status: 'withdrawn' });
  await expect(approveNotice(db, colleague, actorOf(colleague), id, password)).rejects.toThrow('not-draft');
  const audit = await listAudit(db, { entityId: id }, 1);
  expect(audit.rows.map((row) => [row.action, row.actorEmail, JSON.parse(row.after ?? '{}').meaning])).toEqual(
    expect.arrayContaining([['safety_notices.withdraw', 'fsn-author4@example.com', 'author']]),
  );

  // Once approved, the author cannot withdraw it (closing is the way).
  const open = await draft('FSN-TEST-5');
  expect(await approveNotice(db, colleague, actorOf(colleague), open, password)).toMatchObject({ ok: true });
  await expect(withdrawNoticeDraft(db, author, actorOf(author), open)).rejects.toThrow('not-draft');
});
