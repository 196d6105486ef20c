/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'notice-actions-test-'));

import type { SignedInStaff } from '@/lib/server/staff/session';
import { actAs, createMember } from '@/tests/staff-fixtures';

jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));

import { getDb } from '@/lib/server/db';
import { createNoticeDraft, getCorrections, getNotice, rejectNotice } from '@/lib/server/safety-notices/admin';
import { createNoticeAction, rejectNoticeAction, withdrawNoticeDraftAction } from './actions';

let author: SignedInStaff;
let reviewer: SignedInStaff;

const post = (entries: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  return data;
};

const noticeForm = (reference: string, more: Record<string, string | string[]> = {}) =>
  post({
    reference,
    title: 'Form test',
    summary: 'Test.',
    issuedOn: '2026-03-02',
    countries: ['IT', 'DE'],
    device_1: 'ww/perceval',
    ranges_1: 'lot L10 to L20',
    ...more,
  });

const noticesWith = async (reference: string) =>
  (await getDb()).selectFrom('safety_notices').select(['id', 'status']).where('reference', '=', reference).execute();

const draft = async (reference: string) =>
  createNoticeDraft(
    await getDb(),
    { id: author.id, email: author.email, ip: author.ip },
    { reference, title: 'Action test', summary: 'Test.', issuedOn: '2026-03-01', countries: ['IT', 'DE'] },
    [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'lot', first: 'L1', last: 'L2' }] }],
    [],
  );

const auditRows = async (id: string) =>
  (await getDb()).selectFrom('audit_log').select('action').where('entity_id', '=', id).execute();

beforeAll(async () => {
  author = await createMember('act-fsn-author@example.com');
  reviewer = await createMember('act-fsn-reviewer@example.com');
});

describe('rejecting a draft', () => {
  test('without a reason: refused, naming the field, nothing stored; with one: rejected and back to the notice', async () => {
    const id = await draft('FSN-ACT-1');
    actAs(reviewer);
    expect(await rejectNoticeAction({}, post({ id, reason: '  ' }))).toEqual({
      message: 'Nothing was changed. Please correct the marked fields.',
      errors: { reason: 'Give the reason for rejecting: what the author must correct.' },
      values: { reason: '  ' },
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'draft' });
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['safety_notices.draft']);

    await expect(rejectNoticeAction({}, post({ id, reason: 'Lot range wrong.' }))).rejects.toMatchObject({
      to: `/admin/safety-notices/${id}?notice=rejected#result`,
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'rejected' });
  });

  test('the author cannot reject their own draft; what they typed is kept', async () => {
    const id = await draft('FSN-ACT-2');
    actAs(author);
    expect(await rejectNoticeAction({}, post({ id, reason: 'Typo in title.' }))).toEqual({
      message: 'You wrote this draft, so a different colleague has to review it.',
      values: { reason: 'Typo in title.' },
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'draft' });
  });
});

describe('withdrawing a draft', () => {
  test('only its author, only with the box ticked; a colleague is refused and nothing changes', async () => {
    const id = await draft('FSN-ACT-3');
    actAs(author);
    expect(await withdrawNoticeDraftAction({}, post({ id }))).toMatchObject({
      errors: { confirm: 'Tick “Withdraw this draft” to withdraw it.' },
    });
    actAs(reviewer);
    expect(await withdrawNoticeDraftAction({}, post({ id, confirm: 'yes' }))).toMatchObject({
      message: 'Only the author of this draft can withdraw it.',
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'draft' });
    actAs(author);
    await expect(withdrawNoticeDraftAction({}, post({ id, confirm: 'yes' }))).rejects.toMatchObject({
      to: `/admin/safety-notices/${id}?notice=withdrawn#result`,
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'withdrawn' });
  });
});

describe('the new-notice form', () => {
  test('"Add another device" stores nothing and answers with one more row and every value kept', async () => {
    actAs(author);
    const answer = await createNoticeAction({}, noticeForm('FSN-ACT-10', { device_rows: '3', intent: 'add-device' }));
    expect(answer).toMatchObject({
      deviceRows: 4,
      added: 4,
      values: { reference: 'FSN-ACT-10', countries: 'IT,DE', device_1: 'ww/perceval', ranges_1: 'lot L10 to L20' },
    });
    expect(answer.errors).toBeUndefined();
    expect(await noticesWith('FSN-ACT-10')).toEqual([]);
    // A forged row count is bounded.
    expect(
      await createNoticeAction({}, noticeForm('FSN-ACT-10', { device_rows: '99999', intent: 'add-device' })),
    ).toMatchObject({
      deviceRows: 100,
      message: expect.stringMatching(/at most 100 device rows/),
    });
  });

  test('a notice with more devices than the first rows is saved with each of them', async () => {
    actAs(author);
    await expect(
      createNoticeAction(
        {},
        noticeForm('FSN-ACT-11', {
          device_rows: '5',
          device_5: 'ww/solo-smart',
          udi_5: '09520000000011',
          ranges_5: 'serial S1',
        }),
      ),
    ).rejects.toMatchObject({ to: expect.stringMatching(/\?notice=created$/) });
    const [stored] = await noticesWith('FSN-ACT-11');
    const notice = await getNotice(await getDb(), stored!.id);
    expect(notice?.devices.map((device) => [device.deviceKey, device.udiDi])).toEqual(
      expect.arrayContaining([
        ['ww/perceval', null],
        ['ww/solo-smart', '09520000000011'],
      ]),
    );
    expect(notice?.countries).toEqual(['IT', 'DE']);
  });

  test('countries come from the list: none, or a code not in it, is refused naming the field', async () => {
    actAs(author);
    expect(await createNoticeAction({}, noticeForm('FSN-ACT-12', { countries: [] }))).toMatchObject({
      errors: { countries: 'Choose at least one country.' },
      values: { reference: 'FSN-ACT-12', countries: '' },
    });
    expect(await createNoticeAction({}, noticeForm('FSN-ACT-12', { countries: ['IT', 'XX'] }))).toMatchObject({
      errors: { countries: 'Choose countries from the list.' },
      values: { countries: 'IT,XX' },
    });
    expect(await noticesWith('FSN-ACT-12')).toEqual([]);
  });
});

describe('correcting a rejected draft', () => {
  test('its author saves a new draft with the same reference, naming the rejected one; audited', async () => {
    const id = await draft('FSN-ACT-20');
    await rejectNotice(
      await getDb(),
      reviewer,
      { id: reviewer.id, email: reviewer.email, ip: reviewer.ip },
      id,
      'Wrong lots.',
    );
    actAs(author);
    await expect(
      createNoticeAction({}, noticeForm('FSN-ACT-20', { corrects: id, ranges_1: 'lot L30 to L40' })),
    ).rejects.toMatchObject({ to: expect.stringMatching(/\?notice=created$/) });
    const rows = await noticesWith('FSN-ACT-20');
    expect(rows.map((row) => row.status).sort()).toEqual(['draft', 'rejected']);
    const corrected = rows.find((row) => row.status === 'draft')!.id;
    expect(await getCorrections(await getDb(), corrected)).toEqual({ corrects: id, correctedBy: [] });
    expect(await getCorrections(await getDb(), id)).toEqual({ corrects: undefined, correctedBy: [corrected] });
    const audit = await (
      await getDb()
    )
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'after_json'])
      .where('entity_id', '=', corrected)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'safety_notices.draft', actor_email: author.email });
    expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ meaning: 'author', corrects: id });
    // While the correction is a draft, the reference is taken again.
    expect(await createNoticeAction({}, noticeForm('FSN-ACT-20'))).toMatchObject({
      errors: { reference: 'A notice with this reference already exists.' },
    });
  });

  test("another member cannot correct someone else's rejected draft, nor anyone a draft that is not rejected", async () => {
    const id = await draft('FSN-ACT-21');
    actAs(author);
    expect(await createNoticeAction({}, noticeForm('FSN-ACT-21-B', { corrects: id }))).toMatchObject({
      message: expect.stringMatching(/only the author of a rejected draft can correct it/),
      values: { reference: 'FSN-ACT-21-B' },
    });
    await rejectNotice(await getDb(), reviewer, { id: reviewer.id, email: reviewer.email, ip: reviewer.ip }, id, 'No.');
    actAs(reviewer);
    expect(await createNoticeAction({}, noticeForm('FSN-ACT-21', { corrects: id }))).toMatchObject({
      message: expect.stringMatching(/only the author of a rejected draft can correct it/),
    });
    expect((await noticesWith('FSN-ACT-21')).map((row) => row.status)).toEqual(['rejected']);
    expect(await noticesWith('FSN-ACT-21-B')).toEqual([]);
  });
});

describe('the notice PDFs', () => {
  test('over 5 MB together they are refused on the field, naming the real limit, with every value kept', async () => {
    actAs(author);
    const { minimalPdf } = await import('@/tests/e2e/pdf');
    const pdf = (mb: number) =>
      new File([new Uint8Array(minimalPdf('x'.repeat(mb * 1024 * 1024)))], 'notice.pdf', { type: 'application/pdf' });
    const form = noticeForm('FSN-ACT-PDF', { language_1: 'en', language_2: 'it' });
    form.append('file_1', pdf(3));
    form.append('file_2', pdf(3));
    const answer = await createNoticeAction({}, form);
    expect(answer.errors?.file_2).toMatch(/^The PDFs chosen are 6\.0 MB together; a notice can carry at most 5 MB/);
    expect(answer.errors?.file_1).toBeUndefined();
    expect(answer.values).toMatchObject({ reference: 'FSN-ACT-PDF', title: 'Form test', device_1: 'ww/perceval' });
    expect(await noticesWith('FSN-ACT-PDF')).toEqual([]);
  });
});
