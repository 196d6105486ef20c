/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'notice-actions-test-'));

import type { SignedInStaff } from '@/lib/server/staff/session';

let signedIn: SignedInStaff;
jest.mock('@/lib/server/staff/guard', () => ({
  requireStaff: async () => signedIn,
  auditActor: (staff: SignedInStaff) => ({ id: staff.id, email: staff.email, ip: staff.ip }),
}));
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));

import { getDb } from '@/lib/server/db';
import { createNoticeDraft, getNotice } from '@/lib/server/safety-notices/admin';
import { createStaff } from '@/lib/server/staff/members';
import { rejectNoticeAction, withdrawNoticeDraftAction } from './actions';

const password = 'a long enough password';
let author: SignedInStaff;
let reviewer: SignedInStaff;

async function member(email: string): Promise<SignedInStaff> {
  const created = await createStaff(
    await getDb(),
    { id: null, email: 'cli:test', ip: null },
    { email, name: email, role: 'regulatory', password },
  );
  return {
    id: created.id,
    email,
    name: email,
    role: 'regulatory',
    totpEnabled: true,
    sessionId: 's',
    ip: '198.51.100.6',
  };
}

const post = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

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
  author = await member('act-fsn-author@example.com');
  reviewer = await member('act-fsn-reviewer@example.com');
});

describe('rejecting a draft', () => {
  test('without a reason: refused, naming the field, nothing stored; with one: rejected and back to the notice', async () => {
    const id = await draft('FSN-ACT-1');
    signedIn = reviewer;
    expect(await rejectNoticeAction({}, post({ id, reason: '  ' }))).toEqual({
      error: 'Nothing was changed. Please correct the marked fields.',
      fields: { reason: 'Give the reason for rejecting: what the author must correct.' },
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
    signedIn = author;
    expect(await rejectNoticeAction({}, post({ id, reason: 'Typo in title.' }))).toEqual({
      error: 'You wrote this draft, so a different colleague has to review it.',
      values: { reason: 'Typo in title.' },
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'draft' });
  });
});

describe('withdrawing a draft', () => {
  test('only its author, only with the box ticked; a colleague is refused and nothing changes', async () => {
    const id = await draft('FSN-ACT-3');
    signedIn = author;
    expect(await withdrawNoticeDraftAction({}, post({ id }))).toMatchObject({
      fields: { confirm: 'Tick “Withdraw this draft” to withdraw it.' },
    });
    signedIn = reviewer;
    expect(await withdrawNoticeDraftAction({}, post({ id, confirm: 'yes' }))).toMatchObject({
      error: 'Only the author of this draft can withdraw it.',
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'draft' });
    signedIn = author;
    await expect(withdrawNoticeDraftAction({}, post({ id, confirm: 'yes' }))).rejects.toMatchObject({
      to: `/admin/safety-notices/${id}?notice=withdrawn#result`,
    });
    expect(await getNotice(await getDb(), id)).toMatchObject({ status: 'withdrawn' });
  });
});
