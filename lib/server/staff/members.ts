import 'server-only';
import type { Db } from '@/lib/server/db';
import { nowIso } from '@/lib/server/db';
import { hashPassword } from '@/lib/server/auth/password';
import { withAudit, type AuditActor } from './audit';
import { isStaffRole, type StaffRole } from './permissions';

/**
 * Staff accounts as the back office manages them. Writes go straight to the staff_* tables better-auth reads
 * (same columns, see ./auth.ts), inside `withAudit`, so each change and its audit row commit together.
 */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  totpEnabled: boolean;
  createdAt: string;
}

/** A refused change, with the message the form shows. */
export class StaffChangeError extends Error {}

const toMember = (row: {
  id: string;
  email: string;
  name: string;
  role: string;
  active: number;
  two_factor_enabled: number;
  created_at: string;
}): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  // A role that is no longer known keeps no rights (can() refuses it); show it as the least-privileged one.
  role: isStaffRole(row.role) ? row.role : 'editor',
  active: row.active === 1,
  totpEnabled: row.two_factor_enabled === 1,
  createdAt: row.created_at,
});

const memberColumns = ['id', 'email', 'name', 'role', 'active', 'two_factor_enabled', 'created_at'] as const;

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select(memberColumns)
    .orderBy('active', 'desc')
    .orderBy('email')
    .execute();
  return rows.map(toMember);
}

async function memberOrThrow(trx: Db, id: string): Promise<StaffMember> {
  const row = await trx.selectFrom('staff_users').select(memberColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw new StaffChangeError('This staff member no longer exists.');
  return toMember(row);
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Creates a member with a password (credential account); TOTP is enrolled at first sign-in or by staff:add. */
export async function createStaff(db: Db, actor: AuditActor, input: NewStaff): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password);
  return withAudit(db, actor, { action: 'staff.create', entity: 'staff' }, async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', input.email)
      .executeTakeFirst();
    if (existing) throw new StaffChangeError(`A staff member with the email ${input.email} already exists.`);
    const id = crypto.randomUUID();
    const now = nowIso();
    await trx
      .insertInto('staff_users')
      .values({
        id,
        email: input.email,
        name: input.name,
        email_verified: 0,
        image: null,
        role: input.role,
        active: 1,
        two_factor_enabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('staff_accounts')
      .values({
        id: crypto.randomUUID(),
        account_id: id,
        provider_id: 'credential',
        user_id: id,
        password: passwordHash,
        access_token: null,
        refresh_token: null,
        id_token: null,
        access_token_expires_at: null,
        refresh_token_expires_at: null,
        scope: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const member = await memberOrThrow(trx, id);
    return { result: member, entityId: id, after: member };
  });
}

function refuseSelf(actor: AuditActor, id: string, what: string) {
  // An administrator locking themselves out would leave nobody able to undo it.
  if (actor.id === id) throw new StaffChangeError(`You cannot ${what} your own account; ask another administrator.`);
}

export async function changeRole(db: Db, actor: AuditActor, id: string, role: StaffRole): Promise<StaffMember> {
  refuseSelf(actor, id, 'change the role of');
  return withAudit(db, actor, { action: 'staff.role', entity: 'staff', entityId: id }, async (trx) => {
    const before = await memberOrThrow(trx, id);
    await trx.updateTable('staff_users').set({ role, updated_at: nowIso() }).where('id', '=', id).execute();
    const after = { ...before, role };
    return { result: after, before, after };
  });
}

/** Deactivating ends every session of the member in the same transaction; reactivating lets them sign in again. */
export async function setActive(db: Db, actor: AuditActor, id: string, active: boolean): Promise<StaffMember> {
  refuseSelf(actor, id, 'deactivate');
  return withAudit(
    db,
    actor,
    { action: active ? 'staff.activate' : 'staff.deactivate', entity: 'staff', entityId: id },
    async (trx) => {
      const before = await memberOrThrow(trx, id);
      await trx
        .updateTable('staff_users')
        .set({ active: active ? 1 : 0, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      if (!active) await trx.deleteFrom('staff_sessions').where('user_id', '=', id).execute();
      const after = { ...before, active };
      return { result: after, before, after };
    },
  );
}

/** Removes the member's authenticator: they enrol a new one at their next sign-in. Their sessions end. */
export async function resetTotp(db: Db, actor: AuditActor, id: string): Promise<StaffMember> {
  return withAudit(db, actor, { action: 'staff.totp_reset', entity: 'staff', entityId: id }, async (trx) => {
    const before = await memberOrThrow(trx, id);
    await trx.deleteFrom('staff_two_factors').where('user_id', '=', id).execute();
    await trx
      .updateTable('staff_users')
      .set({ two_factor_enabled: 0, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('user_id', '=', id).execute();
    const after = { ...before, totpEnabled: false };
    return { result: after, before, after };
  });
}
