/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'document-actions-test-'));

import type { SignedInStaff } from '@/lib/server/staff/session';
import { createTestIfu, draftRevision } from '@/tests/document-fixtures';
import { actAs, createMember, MEMBER_PASSWORD } from '@/tests/staff-fixtures';

jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
jest.mock('next/cache', () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));

import { getDb } from '@/lib/server/db';
import { getRevision } from '@/lib/server/documents/admin';
import { samplePdf } from '@/lib/server/seed/sample-pdf';
import { decideRevisionAction, uploadRevisionAction } from './actions';

const password = MEMBER_PASSWORD;
let author: SignedInStaff;
let approver: SignedInStaff;
let documentId = '';
let draftId = '';

const post = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

beforeAll(async () => {
  author = await createMember('doc-author@example.com');
  approver = await createMember('doc-approver@example.com');
  const db = await getDb();
  const doc = await createTestIfu(db, author, 'test-ifu-actions-en', 'T');
  documentId = doc.id;
  const draft = await draftRevision(
    db,
    author,
    doc.id,
    { revision: 'A', issue_date: '2026-01-01' },
    { key: 'documents/none.pdf', name: 'a.pdf', size: 1, sha256: 'b'.repeat(64) },
  );
  draftId = draft.id;
});

test('the right password alone (Enter in the password field) does not approve: the box "I have read the draft" must be ticked', async () => {
  actAs(approver);
  const answer = await decideRevisionAction({}, post({ revision: draftId, decision: 'approve', password }));
  expect(answer.errors).toMatchObject({ read: expect.stringMatching(/I have read the draft/) });
  expect((await getRevision(await getDb(), draftId))?.status).toBe('draft');

  await expect(
    decideRevisionAction({}, post({ revision: draftId, decision: 'approve', password, read: 'yes' })),
  ).rejects.toMatchObject({ to: expect.stringMatching(/notice=published&revision=A#result$/) });
  expect((await getRevision(await getDb(), draftId))?.status).toBe('published');
});

test('a refused upload keeps what was typed and names the chosen file', async () => {
  actAs(author);
  const file = new File([new Uint8Array(samplePdf('B', [['b']]))], 'ifu-rev-b.pdf', { type: 'application/pdf' });
  const answer = await uploadRevisionAction(
    {},
    post({ document: documentId, revision: 'B', issue_date: '2099-01-01', change_note: 'New warning', file }),
  );
  expect(answer.errors).toMatchObject({ issue_date: expect.stringMatching(/in the future/) });
  expect(answer.values).toMatchObject({ revision: 'B', change_note: 'New warning', file_name: 'ifu-rev-b.pdf' });
});
