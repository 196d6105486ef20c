import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen, within } from '@testing-library/react';
import { createTestIfu, draftRevision } from '@/tests/document-fixtures';
import { actAs, signedInStaff } from '@/tests/staff-fixtures';

// The database's drivers need these; jsdom (for rendering the page) lacks them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
jest.mock('../actions', () => ({ decideRevisionAction: jest.fn(), uploadRevisionAction: jest.fn() }));

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the globals above */
const { getDb } = require('@/lib/server/db') as typeof import('@/lib/server/db');
const { approveRevision } = require('@/lib/server/documents/admin') as typeof import('@/lib/server/documents/admin');
const DocumentPage = (require('./page') as typeof import('./page')).default;
/* eslint-enable @typescript-eslint/no-require-imports */

const staff = (id: string, email: string) => signedInStaff(id, email);
const author = staff('page-author', 'page-author@example.com');
const approver = staff('page-approver', 'page-approver@example.com');
let documentId = '';
let draftId = '';

beforeAll(async () => {
  const db = await getDb();
  const doc = await createTestIfu(db, author, 'test-ifu-page-en', 'T');
  documentId = doc.id;
  const a = await draftRevision(
    db,
    author,
    doc.id,
    { revision: 'A', issue_date: '2026-01-01', change_note: 'First issue' },
    { key: 'documents/a.pdf', name: 'a.pdf', size: 1000, sha256: 'a'.repeat(64) },
  );
  await approveRevision(db, approver, a.id);
  const b = await draftRevision(
    db,
    author,
    doc.id,
    { revision: 'B', issue_date: '2026-03-01', change_note: 'New contraindication' },
    { key: 'documents/b.pdf', name: 'b.pdf', size: 1200, sha256: 'b'.repeat(64) },
  );
  draftId = b.id;
});

const show = async () =>
  render(await DocumentPage({ params: Promise.resolve({ id: documentId }), searchParams: Promise.resolve({}) }));

test('the approver sees the draft PDF, the author’s note and what changed from the current revision, before the password', async () => {
  actAs(approver);
  await show();
  const draft = screen.getByRole('region', { name: 'Draft revision B' });
  const read = within(draft).getByRole('link', { name: /Read the draft PDF/ });
  expect(read).toHaveAttribute('href', `/api/admin/documents/revisions/${draftId}/file`);
  expect(within(draft).getByRole('link', { name: /Download it/ })).toHaveAttribute(
    'href',
    `/api/admin/documents/revisions/${draftId}/file?download=1`,
  );
  const table = within(draft).getByRole('table');
  const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
  expect(row('Date of issue')).toHaveTextContent(/2026-03-01\s*2026-01-01\s*changed/);
  expect(row('What changed')).toHaveTextContent(/New contraindication\s*First issue/);
  expect(row('Size')).toHaveTextContent(/1200\s*1000/);
  const password = within(draft).getByLabelText('Your password');
  expect(table.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the author sees no approve form on their own draft', async () => {
  actAs(author);
  await show();
  const draft = screen.getByRole('region', { name: 'Draft revision B' });
  expect(within(draft).queryByLabelText('Your password')).toBeNull();
  expect(within(draft).queryByRole('button', { name: /Approve/ })).toBeNull();
  expect(draft).toHaveTextContent('a different colleague has to approve it');
});
