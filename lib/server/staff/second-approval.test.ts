/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { createStaff } from './members';
import { checkSecondApproval } from './second-approval';
import type { SignedInStaff } from './session';
import type { StaffRole } from './permissions';

const admin = { id: 'admin-actor-id', email: 'boss@example.com', ip: '198.51.100.4' };
const password = 'a long enough password';

async function member(email: string, role: StaffRole): Promise<SignedInStaff> {
  const created = await createStaff(await getDb(), admin, { email, name: email, role, password });
  return { id: created.id, email, name: email, role, totpEnabled: true, sessionId: 's', ip: '198.51.100.9' };
}

test('a colleague of the right role approves with their own password', async () => {
  const author = await member('author@example.com', 'regulatory');
  const approver = await member('approver@example.com', 'regulatory');
  const db = await getDb();
  expect(await checkSecondApproval(db, approver, { authorId: author.id }, password)).toEqual({ ok: true });
});

test('the author cannot approve their own draft, even with the right password', async () => {
  const author = await member('self@example.com', 'regulatory');
  const result = await checkSecondApproval(await getDb(), author, { authorId: author.id }, password);
  expect(result).toMatchObject({ ok: false, reason: 'own-draft' });
});

test('a role without the approval right is refused before any password check', async () => {
  const author = await member('writer@example.com', 'regulatory');
  const editor = await member('editor@example.com', 'editor');
  const result = await checkSecondApproval(await getDb(), editor, { authorId: author.id }, password);
  expect(result).toMatchObject({ ok: false, reason: 'not-allowed' });
});

test('a wrong password is refused, and the sixth wrong one in a row locks approvals', async () => {
  const author = await member('a2@example.com', 'regulatory');
  const approver = await member('b2@example.com', 'admin');
  const db = await getDb();
  for (let i = 0; i < 5; i++) {
    expect(await checkSecondApproval(db, approver, { authorId: author.id }, 'not my password at all')).toMatchObject({
      ok: false,
      reason: 'wrong-password',
    });
  }
  expect(await checkSecondApproval(db, approver, { authorId: author.id }, password)).toMatchObject({
    ok: false,
    reason: 'locked',
  });
});
