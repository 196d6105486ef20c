import type { AuditActor } from '@/lib/server/staff/audit';
import { parseSetCookieHeader } from 'better-auth/cookies';
import { sql } from 'kysely';
import { getDb, type Db } from '@/lib/server/db';
import { staffAuthForScripts } from '@/lib/server/staff/auth';
import { createStaff } from '@/lib/server/staff/members';
import type { StaffRole } from '@/lib/server/staff/permissions';
import type { SignedInStaff } from '@/lib/server/staff/session';
import { totp } from '@/tests/totp';

/** Members who sign, for the controlled-content suites (lib/server/controlled). */
export const PASSWORD = 'a long enough password';
const cli: AuditActor = { id: null, email: 'cli:test', ip: null };

export interface TestMember extends SignedInStaff {
  secret: string;
}

/** A member with a confirmed authenticator, as signed in from 198.51.100.7. */
export async function memberWithTotp(
  email: string,
  name: string,
  role: StaffRole,
  createdBy: AuditActor = cli,
): Promise<TestMember> {
  const db = await getDb();
  const created = await createStaff(db, createdBy, { email, name, role, password: PASSWORD });
  const auth = await staffAuthForScripts(db);
  const signedIn = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
  const cookie = [...parseSetCookieHeader(signedIn.headers.get('set-cookie') ?? '').entries()]
    .map(([cookieName, value]) => `${cookieName}=${value.value}`)
    .join('; ');
  const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: new Headers({ cookie }) });
  const secret = new URL('totpURI' in enabled ? enabled.totpURI : 'otpauth://x').searchParams.get('secret') ?? '';
  await auth.api.verifyTOTP({ body: { code: totp(secret, Date.now() - 30_000) }, headers: new Headers({ cookie }) });
  await resetCodes(db, created.id);
  return { id: created.id, email, name, role, totpEnabled: true, sessionId: 's', ip: '198.51.100.7', secret };
}

/** Forgets the member's last used code, so a test can sign more often than once per 30-second step. */
export async function resetCodes(db: Db, memberId: string) {
  await db.updateTable('staff_two_factors').set({ last_totp_step: null }).where('user_id', '=', memberId).execute();
}

export const codeOf = (member: TestMember) => totp(member.secret);

const postgres = (db: Db) => db.getExecutor().adapter.supportsTransactionalDdl;

/**
 * Runs `change` as someone with direct access to the database would: past the insert-only triggers of migration
 * 0021 (dropped on SQLite, disabled on PostgreSQL), which are put back afterwards where that is possible.
 */
export async function pastTheTriggers(db: Db, table: string, change: () => Promise<unknown>) {
  if (postgres(db)) {
    await sql.raw(`alter table ${table} disable trigger user`).execute(db);
    try {
      await change();
    } finally {
      await sql.raw(`alter table ${table} enable trigger user`).execute(db);
    }
    return;
  }
  const { rows } = await sql<{
    name: string;
    sql: string;
  }>`select name, sql from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db);
  for (const trigger of rows) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
  try {
    await change();
  } finally {
    for (const trigger of rows) await sql.raw(trigger.sql).execute(db);
  }
}
