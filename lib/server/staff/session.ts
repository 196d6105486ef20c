import 'server-only';
import { getDb, nowIso } from '@/lib/server/db';
import { clientIp } from '@/lib/server/api/origin';
import { getStaffAuth } from './auth';
import { LAST_SEEN_RESOLUTION_MS, staffConfig } from './config';
import { isStaffRole, roleRequiresTotp, type StaffRole } from './permissions';

export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  sessionId: string;
  /** The client address of this request, for the audit log. */
  ip: string;
}

export type StaffState =
  | { status: 'signed-out' }
  /** Signed in with a password, but the role needs a TOTP authenticator that is not enrolled yet. */
  | { status: 'needs-totp'; staff: SignedInStaff }
  | { status: 'ready'; staff: SignedInStaff };

/**
 * The staff member behind a request's cookie, checked against the database on every call: the session must
 * exist and be within the absolute timeout (better-auth's expiry) and the idle timeout (checked here from
 * `updated_at`, which each request moves forward), and the account must be active.
 */
export async function staffFromHeaders(headers: Headers): Promise<StaffState> {
  const auth = await getStaffAuth();
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  if (!found) return { status: 'signed-out' };
  const { session, user } = found;
  const db = await getDb();
  const idleFor = Date.now() - new Date(session.updatedAt).getTime();
  if (user.active === false || !isStaffRole(user.role) || idleFor > staffConfig.idleMs) {
    await db.deleteFrom('staff_sessions').where('id', '=', session.id).execute();
    return { status: 'signed-out' };
  }
  if (idleFor > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('staff_sessions').set({ updated_at: nowIso() }).where('id', '=', session.id).execute();
  }
  const staff: SignedInStaff = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    totpEnabled: Boolean(user.twoFactorEnabled),
    sessionId: session.id,
    ip: clientIp(new Request('http://staff.invalid/', { headers })),
  };
  if (roleRequiresTotp(staff.role) && !staff.totpEnabled) return { status: 'needs-totp', staff };
  return { status: 'ready', staff };
}
