/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { createStaff } from './members';
import { checkSecondApproval } from './second-approval';
import type { SignedInStaff } from './session';
import { createMember, MEMBER_PASSWORD } from '@/tests/staff-fixtures';

const password = MEMBER_PASSWORD;

test('a colleague of the right role approves with their own password', async () => {
  const author = await createMember('author@example.com', 'regulatory');
  const approver = await createMember('approver@example.com', 'regulatory');
  const db = await getDb();
  expect(await checkSecondApproval(db, approver, { authorId: author.id }, password)).toEqual({ ok: true });
});

test('the author cannot approve their own draft, even with the right password', async () => {
  const author = await createMember('self@example.com', 'regulatory');
  const result = await checkSecondApproval(await getDb(), author, { authorId: author.id }, password);
  expect(result).toMatchObject({ ok: false, reason: 'own-draft' });
});

test('a role without the approval right is refused before any password check', async () => {
  const author = await createMember('writer@example.com', 'regulatory');
  const editor = await createMember('editor@example.com', 'editor');
  const result = await checkSecondApproval(await getDb(), editor, { authorId: author.id }, password);
  expect(result).toMatchObject({ ok: false, reason: 'not-allowed' });
});

test('a wrong password is refused, and the sixth wrong one in a row locks approvals', async () => {
  const author = await createMember('a2@example.com', 'regulatory');
  const approver = await createMember('b2@example.com', 'admin');
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

test('each wrong approval password and each try while locked is audited and logged; the lockout mails the admins once', async () => {
  const author = await createMember('a3@example.com', 'regulatory');
  const approver = await createMember('b3@example.com', 'regulatory');
  const boss = await createMember('boss3@example.com', 'admin');
  const db = await getDb();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const subject = { entity: 'document_revision', entityId: 'rev-3', step: 'approve' };
  const lockoutMails = () =>
    db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'approval-lockout')
      .where('subject', 'like', '%b3@example.com%')
      .execute();
  for (let i = 0; i < 4; i++)
    await checkSecondApproval(db, approver, { authorId: author.id }, 'not my password at all', subject);
  expect(await lockoutMails()).toEqual([]);
  await checkSecondApproval(db, approver, { authorId: author.id }, 'not my password at all', subject);
  const mails = await lockoutMails();
  expect(mails.map((mail) => mail.to_address)).toContain(boss.email);
  expect(mails.map((mail) => mail.to_address)).not.toContain(author.email);
  expect(mails[0]!.subject).toContain('b3@example.com');
  expect(await checkSecondApproval(db, approver, { authorId: author.id }, password, subject)).toMatchObject({
    reason: 'locked',
  });
  expect(await lockoutMails()).toHaveLength(mails.length);

  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'actor_email', 'entity_id', 'after_json'])
    .where('action', '=', 'approvals.refused')
    .where('actor_email', '=', 'b3@example.com')
    .execute();
  expect(rows.map((row) => JSON.parse(row.after_json ?? '{}').reason)).toEqual([
    ...Array(5).fill('wrong-password'),
    'locked',
  ]);
  expect(rows.every((row) => row.entity_id === 'rev-3')).toBe(true);
  expect(warn.mock.calls.filter(([line]) => String(line).includes('approval-refused'))).toHaveLength(6);
  warn.mockRestore();
});

test('an account the draft’s author created cannot approve that draft, even with its own password', async () => {
  const db = await getDb();
  const author = await createMember('maker@example.com', 'admin');
  // The author makes a second account with a password of their choosing.
  const made = await createStaff(db, author, {
    email: 'sockpuppet@example.com',
    name: 'Sock',
    role: 'regulatory',
    password,
  });
  const puppet: SignedInStaff = { ...author, id: made.id, email: 'sockpuppet@example.com', role: 'regulatory' };
  expect(await checkSecondApproval(db, puppet, { authorId: author.id }, password)).toMatchObject({
    ok: false,
    reason: 'author-made-account',
  });
  // Another author's draft is fine for the same account.
  const other = await createMember('other-author@example.com', 'regulatory');
  expect(await checkSecondApproval(db, puppet, { authorId: other.id }, password)).toEqual({ ok: true });
});

test('an account younger than the set age cannot approve yet', async () => {
  const db = await getDb();
  const author = await createMember('old-author@example.com', 'regulatory');
  const fresh = await createMember('fresh@example.com', 'regulatory');
  process.env.APPROVER_MIN_ACCOUNT_HOURS = '24';
  try {
    expect(await checkSecondApproval(db, fresh, { authorId: author.id }, password)).toMatchObject({
      ok: false,
      reason: 'new-account',
      message: expect.stringContaining('less than 24 hours old'),
    });
    await db
      .updateTable('staff_users')
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', fresh.id)
      .execute();
    expect(await checkSecondApproval(db, fresh, { authorId: author.id }, password)).toEqual({ ok: true });
  } finally {
    process.env.APPROVER_MIN_ACCOUNT_HOURS = '0';
  }
});
