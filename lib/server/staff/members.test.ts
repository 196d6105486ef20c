/** @jest-environment node */
import { getDb, nowIso } from '@/lib/server/db';
import { verifyPassword } from '@/lib/server/auth/password';
import { listAudit } from './audit-query';
import { changeRole, createStaff, listStaff, resetTotp, setActive, StaffChangeError } from './members';

const password = 'a long enough password';
const admin = { id: 'admin-actor-id', email: 'boss@example.com', ip: '198.51.100.4' };

async function seedSession(userId: string) {
  const now = nowIso();
  await (
    await getDb()
  )
    .insertInto('staff_sessions')
    .values({
      id: crypto.randomUUID(),
      token: crypto.randomUUID(),
      user_id: userId,
      expires_at: '2999-01-01T00:00:00.000Z',
      ip_address: null,
      user_agent: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const sessionsOf = async (userId: string) =>
  (await getDb()).selectFrom('staff_sessions').select('id').where('user_id', '=', userId).execute();

test('a new member has the shared scrypt password hash and no authenticator, and the creation is audited', async () => {
  const db = await getDb();
  const member = await createStaff(db, admin, { email: 'new@example.com', name: 'Nia New', role: 'sales', password });
  expect(member).toMatchObject({ email: 'new@example.com', role: 'sales', active: true, totpEnabled: false });
  const account = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('user_id', '=', member.id)
    .executeTakeFirstOrThrow();
  expect(account.provider_id).toBe('credential');
  expect((await verifyPassword(password, account.password!)).valid).toBe(true);
  const { rows } = await listAudit(db, { action: 'staff.create', entityId: member.id }, 1);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.after).not.toContain('scrypt');
  // Staff are not learners.
  expect(
    await db.selectFrom('users').select('id').where('email', '=', 'new@example.com').executeTakeFirst(),
  ).toBeUndefined();
});

test('a duplicate email is refused and nothing is written', async () => {
  const db = await getDb();
  await createStaff(db, admin, { email: 'twice@example.com', name: 'Tom Twice', role: 'editor', password });
  const before = (await listAudit(db, { action: 'staff.create' }, 1)).total;
  await expect(
    createStaff(db, admin, { email: 'twice@example.com', name: 'Tom Again', role: 'admin', password }),
  ).rejects.toBeInstanceOf(StaffChangeError);
  expect((await listStaff(db)).filter((member) => member.email === 'twice@example.com')).toHaveLength(1);
  expect((await listAudit(db, { action: 'staff.create' }, 1)).total).toBe(before);
});

test('a role change is audited with the record before and after', async () => {
  const db = await getDb();
  const member = await createStaff(db, admin, {
    email: 'mover@example.com',
    name: 'Mo Mover',
    role: 'editor',
    password,
  });
  await changeRole(db, admin, member.id, 'academy_manager');
  const [entry] = (await listAudit(db, { action: 'staff.role', entityId: member.id }, 1)).rows;
  expect(JSON.parse(entry!.before!)).toMatchObject({ role: 'editor' });
  expect(JSON.parse(entry!.after!)).toMatchObject({ role: 'academy_manager' });
  expect(entry).toMatchObject({ actorEmail: admin.email, ip: admin.ip });
});

test('an administrator cannot change or deactivate their own account', async () => {
  const db = await getDb();
  const self = await createStaff(db, admin, { email: 'self@example.com', name: 'Sel Self', role: 'admin', password });
  const actor = { ...admin, id: self.id };
  await expect(changeRole(db, actor, self.id, 'editor')).rejects.toThrow('own account');
  await expect(setActive(db, actor, self.id, false)).rejects.toThrow('own account');
  expect((await listStaff(db)).find((member) => member.id === self.id)).toMatchObject({ role: 'admin', active: true });
});

test('deactivating ends every session in the same change; reactivating allows sign-in again', async () => {
  const db = await getDb();
  const member = await createStaff(db, admin, { email: 'gone@example.com', name: 'Gon Gone', role: 'sales', password });
  await seedSession(member.id);
  await seedSession(member.id);
  await setActive(db, admin, member.id, false);
  expect(await sessionsOf(member.id)).toEqual([]);
  expect((await listStaff(db)).find((row) => row.id === member.id)?.active).toBe(false);
  await setActive(db, admin, member.id, true);
  expect((await listStaff(db)).find((row) => row.id === member.id)?.active).toBe(true);
});

test('resetting the authenticator removes it and ends the sessions', async () => {
  const db = await getDb();
  const member = await createStaff(db, admin, {
    email: 'lost-phone@example.com',
    name: 'Lo Phone',
    role: 'privacy_officer',
    password,
  });
  await db
    .insertInto('staff_two_factors')
    .values({
      id: crypto.randomUUID(),
      secret: 's',
      backup_codes: 'b',
      user_id: member.id,
      verified: 1,
      failed_verification_count: 0,
      locked_until: null,
    })
    .execute();
  await db.updateTable('staff_users').set({ two_factor_enabled: 1 }).where('id', '=', member.id).execute();
  await seedSession(member.id);
  const after = await resetTotp(db, admin, member.id);
  expect(after.totpEnabled).toBe(false);
  expect(await db.selectFrom('staff_two_factors').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
  expect(await sessionsOf(member.id)).toEqual([]);
  expect((await listAudit(db, { action: 'staff.totp_reset', entityId: member.id }, 1)).total).toBe(1);
});
