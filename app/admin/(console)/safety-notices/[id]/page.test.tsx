import { TextDecoder, TextEncoder } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import type { SignedInStaff } from '@/lib/server/staff/session';
import { actAs, actorOf, createMember, MEMBER_PASSWORD } from '@/tests/staff-fixtures';

// The database's drivers need these; jsdom (for rendering the page) lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'notice-page-test-'));

jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
jest.mock('../actions', () => ({
  approveNoticeAction: jest.fn(),
  confirmCloseNoticeAction: jest.fn(),
  requestCloseNoticeAction: jest.fn(),
  withdrawCloseNoticeAction: jest.fn(),
  closeNoticeAction: jest.fn(),
  rejectNoticeAction: jest.fn(),
  withdrawNoticeDraftAction: jest.fn(),
}));

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above */
const { getDb } = require('@/lib/server/db') as typeof import('@/lib/server/db');
const { approveNotice, createNoticeDraft, rejectNotice, requestNoticeClose } =
  require('@/lib/server/safety-notices/admin') as typeof import('@/lib/server/safety-notices/admin');
const { samplePdf } = require('@/lib/server/seed/sample-pdf') as typeof import('@/lib/server/seed/sample-pdf');
const NoticePage = (require('./page') as typeof import('./page')).default;
/* eslint-enable @typescript-eslint/no-require-imports */

const password = MEMBER_PASSWORD;
let author: SignedInStaff;
let approver: SignedInStaff;
let noticeId = '';

beforeAll(async () => {
  author = await createMember('page-fsn-author@example.com');
  approver = await createMember('page-fsn-approver@example.com');
  noticeId = await createNoticeDraft(
    await getDb(),
    actorOf(author),
    { reference: 'FSN-PAGE-1', title: 'Page test', summary: 'Test.', issuedOn: '2026-02-01', countries: ['IT'] },
    [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'serial', first: 'SN1', last: 'SN2' }] }],
    [{ language: 'en', bytes: samplePdf('Page', [['page']]) }],
  );
});

const show = async () =>
  render(await NoticePage({ params: Promise.resolve({ id: noticeId }), searchParams: Promise.resolve({}) }));

test('the approver of a draft can open its PDF and must tick "I have read the draft"; the author sees no approve form', async () => {
  actAs(approver);
  await show();
  expect(screen.getByRole('link', { name: /view FSN-PAGE-1-en\.pdf/ })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/api\/admin\/safety-notices\/files\/[0-9a-f-]{36}$/),
  );
  const approve = screen.getByRole('region', { name: 'Approve and publish' });
  expect(within(approve).getByRole('checkbox', { name: /I have read the draft/ })).toBeInTheDocument();
  document.body.innerHTML = '';

  actAs(author);
  await show();
  expect(screen.queryByRole('region', { name: 'Approve and publish' })).toBeNull();
  expect(screen.queryByLabelText('Your password')).toBeNull();
});

test('an open notice offers "request closing" with a reason, never a one-click close; the requester cannot confirm', async () => {
  await approveNotice(await getDb(), approver, actorOf(approver), noticeId, password);
  actAs(approver);
  await show();
  expect(screen.queryByRole('button', { name: 'Close the notice' })).toBeNull();
  expect(screen.getByLabelText('Reason for closing')).toBeInTheDocument();
  document.body.innerHTML = '';

  await requestNoticeClose(await getDb(), approver, actorOf(approver), noticeId, 'Field action complete (test).');
  await show();
  expect(screen.queryByLabelText('Your password')).toBeNull();
  expect(screen.getByText(/You asked to close this notice/)).toBeInTheDocument();
  document.body.innerHTML = '';

  actAs(author);
  await show();
  const confirm = screen.getByRole('region', { name: 'Confirm closing' });
  expect(confirm).toHaveTextContent('Field action complete (test).');
  expect(within(confirm).getByLabelText('Your password')).toBeInTheDocument();
  expect(within(confirm).getByRole('button', { name: 'Confirm closing' })).toBeInTheDocument();
});

test('a draft offers its reviewer "Reject the draft" with a reason and its author "Withdraw the draft"; a rejection shows why', async () => {
  const db = await getDb();
  const id = await createNoticeDraft(
    db,
    actorOf(author),
    { reference: 'FSN-PAGE-2', title: 'Page test 2', summary: 'Test.', issuedOn: '2026-02-02', countries: ['IT'] },
    [{ deviceKey: 'ww/perceval', udiDi: null, ranges: [{ kind: 'serial', first: 'SN3', last: 'SN4' }] }],
    [],
  );
  const showIt = async () =>
    render(await NoticePage({ params: Promise.resolve({ id }), searchParams: Promise.resolve({}) }));
  actAs(approver);
  await showIt();
  const reject = screen.getByRole('region', { name: 'Reject the draft' });
  expect(within(reject).getByLabelText('Reason for rejecting')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Withdraw the draft' })).toBeNull();
  document.body.innerHTML = '';

  actAs(author);
  await showIt();
  expect(screen.queryByRole('region', { name: 'Reject the draft' })).toBeNull();
  const withdraw = screen.getByRole('region', { name: 'Withdraw the draft' });
  expect(within(withdraw).getByRole('button', { name: 'Withdraw the draft' })).toBeInTheDocument();
  document.body.innerHTML = '';

  await rejectNotice(db, approver, actorOf(approver), id, 'The UDI-DI is missing.');
  await showIt();
  expect(screen.getByText(/reason: The UDI-DI is missing\./)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Withdraw the draft' })).toBeNull();
  // Its author corrects it in a new draft, from a link (a GET: it works without JavaScript).
  expect(
    within(screen.getByRole('region', { name: 'Correct the draft' })).getByRole('link', {
      name: 'Correct FSN-PAGE-2 in a new draft',
    }),
  ).toHaveAttribute('href', `/admin/safety-notices/new?corrects=${id}`);
  document.body.innerHTML = '';
  actAs(approver);
  await showIt();
  expect(screen.queryByRole('region', { name: 'Correct the draft' })).toBeNull();
});
