/**
 * Members of staff for jest tests: created in the test file's own database as the staff:add CLI does, signed in
 * as requireStaff returns them, and a stand-in for the guard module so that a server action or page runs as
 * whoever the test chose:
 *
 *   jest.mock('@/lib/server/staff/guard', () => jest.requireActual('@/tests/staff-fixtures').staffGuard);
 *   ...
 *   actAs(await createMember('author@example.com'));
 */
import type { StaffRole } from '@/lib/server/staff/permissions';
import type { SignedInStaff } from '@/lib/server/staff/session';

/** The password every member made here signs and approves with. */
export const MEMBER_PASSWORD = 'a long enough password';

/** A member as requireStaff returns one (session `s`, TOTP confirmed), without a row: for tests that store none. */
export const signedInStaff = (id: string, email: string, role: StaffRole = 'regulatory'): SignedInStaff => ({
  id,
  email,
  name: email,
  role,
  totpEnabled: true,
  sessionId: 's',
  ip: '198.51.100.9',
});

/** The audit actor of a member, as the guard's auditActor makes it. */
export const actorOf = (staff: SignedInStaff) => ({ id: staff.id, email: staff.email, ip: staff.ip });

/** A member stored in the test file's database (createStaff, as the CLI calls it), signed in. */
export async function createMember(email: string, role: StaffRole = 'regulatory'): Promise<SignedInStaff> {
  // Loaded on first use: a page test sets the globals jsdom lacks before the database driver loads.
  const { getDb } = await import('@/lib/server/db');
  const { createStaff } = await import('@/lib/server/staff/members');
  const created = await createStaff(
    await getDb(),
    { id: null, email: 'cli:test', ip: null },
    { email, name: email, role, password: MEMBER_PASSWORD },
  );
  return signedInStaff(created.id, email, role);
}

/** The session cookie header of a member made here, from a password sign-in through the site's own better-auth. */
export async function staffCookie(email: string): Promise<string> {
  const { getDb } = await import('@/lib/server/db');
  const { staffAuthForScripts } = await import('@/lib/server/staff/auth');
  const { parseSetCookieHeader } = await import('better-auth/cookies');
  const auth = await staffAuthForScripts(await getDb());
  const answer = await auth.api.signInEmail({ body: { email, password: MEMBER_PASSWORD }, returnHeaders: true });
  return [...parseSetCookieHeader(answer.headers.get('set-cookie') ?? '').entries()]
    .map(([name, value]) => `${name}=${value.value}`)
    .join('; ');
}

let current: SignedInStaff | undefined;

/** From now on requireStaff (when the guard is mocked with `staffGuard`) returns this member. */
export function actAs(staff: SignedInStaff) {
  current = staff;
}

/** The guard module as the tests mock it: requireStaff answers with the member of the last actAs. */
export const staffGuard = {
  requireStaff: async () => {
    if (!current) throw new Error('actAs(member) first: no member of staff is signed in');
    return current;
  },
  auditActor: actorOf,
};
