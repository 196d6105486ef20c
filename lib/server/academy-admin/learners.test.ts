/** @jest-environment node */
import { verifyPassword, hashPassword } from '@/lib/server/auth/password';
import { checkSession, createSession } from '@/lib/server/auth/sessions';
import { getDb } from '@/lib/server/db';
import { listAudit } from '@/lib/server/staff/audit-query';
import { checkInvite, INVITE_VALID_HOURS, redeemInvite } from './invites';
import { inviteLearner, resetLearner, setEnrolment, setLearnerActive } from './learners';
import { courseProgressPage, progressCsvStream } from './progress';

const manager = { id: 'manager-id', email: 'manager@example.com', ip: '198.51.100.7' };
let counter = 0;
const address = () => `learner${++counter}@example.com`;

/** The token of the newest set-password mail to an address, as the learner would read it. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await (
    await getDb()
  )
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return mail.body_text.match(/set-password\?token=([\w-]+)/)![1]!;
}

test('an invitation creates a learner without a usable password, stores only the hash of the token, and is audited', async () => {
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: 'Ina', lastName: 'Invited' });
  const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect((await verifyPassword('', user.password_hash)).valid).toBe(false);
  const token = await tokenMailedTo(email);
  const stored = await db.selectFrom('learner_invites').selectAll().where('user_id', '=', id).execute();
  expect(stored).toHaveLength(1);
  expect(stored[0]!.token_hash).not.toBe(token);
  expect(JSON.stringify(stored)).not.toContain(token);
  const { rows } = await listAudit(db, { action: 'academy.learner.invite', entityId: id }, 1);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.after).not.toContain(token);
});

test('a link works once: the password is set, and the same token is refused after', async () => {
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: 'Una', lastName: 'Once' });
  const token = await tokenMailedTo(email);
  expect((await checkInvite(db, token)).status).toBe('valid');
  expect(await redeemInvite(db, token, await hashPassword('first password'))).toBe(true);
  expect(await redeemInvite(db, token, await hashPassword('second password'))).toBe(false);
  expect((await checkInvite(db, token)).status).toBe('invalid');
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
  expect((await verifyPassword('first password', user.password_hash)).valid).toBe(true);
});

test(`a link expires after ${INVITE_VALID_HOURS} hours and a reset retires the earlier link`, async () => {
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: 'Eve', lastName: 'Expiry' });
  const token = await tokenMailedTo(email);
  const justBefore = new Date(Date.now() + (INVITE_VALID_HOURS * 3_600_000 - 60_000));
  const justAfter = new Date(Date.now() + (INVITE_VALID_HOURS * 3_600_000 + 60_000));
  expect((await checkInvite(db, token, justBefore)).status).toBe('valid');
  expect((await checkInvite(db, token, justAfter)).status).toBe('invalid');
  expect(await redeemInvite(db, token, await hashPassword('too late password'), justAfter)).toBe(false);

  await resetLearner(db, manager, id);
  const fresh = await tokenMailedTo(email);
  expect(fresh).not.toBe(token);
  expect((await checkInvite(db, token)).status).toBe('invalid');
  expect((await checkInvite(db, fresh)).status).toBe('valid');
});

test('deactivation ends every session at once, retires links and is audited; reactivation lets the learner back', async () => {
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: 'Dee', lastName: 'Active' });
  const link = await tokenMailedTo(email);
  const sessions = [await createSession(db, id), await createSession(db, id)];
  expect((await checkSession(db, sessions[0])).status).toBe('valid');

  await setLearnerActive(db, manager, id, false);
  for (const token of sessions) expect((await checkSession(db, token)).status).toBe('unknown');
  expect((await checkInvite(db, link)).status).toBe('invalid');
  const user = await db
    .selectFrom('users')
    .select(['active', 'deactivated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(user.active).toBe(0);
  expect(user.deactivated_at).not.toBeNull();
  await expect(resetLearner(db, manager, id)).rejects.toThrow('Reactivate');
  const { rows } = await listAudit(db, { action: 'academy.learner.deactivate', entityId: id }, 1);
  expect(JSON.parse(rows[0]!.before!)).toMatchObject({ active: 1 });
  expect(JSON.parse(rows[0]!.after!)).toMatchObject({ active: 0 });

  await setLearnerActive(db, manager, id, true);
  expect((await db.selectFrom('users').select('active').where('id', '=', id).executeTakeFirstOrThrow()).active).toBe(1);
});

test('a reset ends sessions and the old password stops working', async () => {
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: 'Ray', lastName: 'Reset' });
  await redeemInvite(db, await tokenMailedTo(email), await hashPassword('old password here'));
  const session = await createSession(db, id);
  await resetLearner(db, manager, id);
  expect((await checkSession(db, session)).status).toBe('unknown');
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
  expect((await verifyPassword('old password here', user.password_hash)).valid).toBe(false);
});

test('the progress report counts watched lectures per enrolled learner and streams as CSV', async () => {
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: '=cmd', lastName: 'Quote, "Q"' });
  await setEnrolment(db, manager, id, 1, true);
  const lectures = await db.selectFrom('lectures').select('id').where('course_id', '=', 1).execute();
  await db
    .insertInto('lecture_progress')
    .values({
      user_id: id,
      lecture_id: lectures[0]!.id,
      watched: 1,
      position_seconds: 0,
      updated_at: '2999-01-01T00:00:00.000Z',
    })
    .execute();
  const row = (await courseProgressPage(db, 1, null)).find((entry) => entry.userId === id)!;
  expect(row).toMatchObject({
    watched: 1,
    lectures: lectures.length,
    watchedShare: Math.round(100 / lectures.length),
    lastActivity: '2999-01-01T00:00:00.000Z',
  });

  const bytes = Buffer.from(await new Response(progressCsvStream(db, 1)).arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('Email,Name,')).toBe(true);
  expect(text).toContain(`${email},"'=cmd Quote, ""Q""",active,`);
});

test('the learner sign-in refuses a deactivated learner with the wrong-password answer, and accepts them again once reactivated', async () => {
  const { api } = await import('@/tests/api/client');
  const db = await getDb();
  const email = address();
  const id = await inviteLearner(db, manager, { email, firstName: 'Sig', lastName: 'Nin' });
  await redeemInvite(db, await tokenMailedTo(email), await hashPassword('the right password'));
  expect((await api.login({ body: { email, password: 'the right password' }, ip: '203.0.113.10' })).status).toBe(200);

  await setLearnerActive(db, manager, id, false);
  const refused = await api.login({ body: { email, password: 'the right password' }, ip: '203.0.113.11' });
  const wrong = await api.login({ body: { email, password: 'not the password' }, ip: '203.0.113.12' });
  expect(refused.status).toBe(401);
  expect(refused.json).toEqual(wrong.json);

  await setLearnerActive(db, manager, id, true);
  expect((await api.login({ body: { email, password: 'the right password' }, ip: '203.0.113.13' })).status).toBe(200);
});
