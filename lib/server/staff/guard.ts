import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { fail } from '@/lib/server/api/envelope';
import { isSameOrigin } from '@/lib/server/api/origin';
import type { AuditActor } from './audit';
import { safeAdminNext } from './next-path';
import { can, type StaffAction } from './permissions';
import { staffFromHeaders, type SignedInStaff, type StaffState } from './session';

/**
 * The guards every back-office page, server action and admin API goes through. The proxy only checks that a
 * staff cookie exists; these check the session, the TOTP requirement and the role on the server.
 *
 *   Page or server action:  const staff = await requireStaff('leads.read', '/admin/leads');
 *   Route handler:          const gate = await requireStaffApi(request, 'leads.export');
 *                           if (!gate.ok) return gate.response;
 */
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_TOTP_PATH = '/admin/two-factor';

/** The staff state of the request being rendered; cached so a layout and its page check the session once. */
export const currentStaff = cache(async (): Promise<StaffState> => staffFromHeaders(await headers()));

/**
 * The signed-in staff member allowed to do `action` (any signed-in, verified member when no action is given).
 * Signed out: to the sign-in page, coming back to `from`. TOTP required but not enrolled: to the enrolment page.
 * Role may not act: `forbidden()`, so the requested address itself answers 403 with the console's
 * `forbidden.tsx` inside the back-office shell (needs `experimental.authInterrupts`, next.config.ts); a server
 * action refused this way answers 403 too.
 */
export async function requireStaff(action?: StaffAction, from?: string): Promise<SignedInStaff> {
  const state = await currentStaff();
  if (state.status === 'signed-out')
    redirect(from ? `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(safeAdminNext(from))}` : ADMIN_LOGIN_PATH);
  if (state.status === 'needs-totp') redirect(ADMIN_TOTP_PATH);
  if (action && !can(state.staff.role, action)) forbidden();
  return state.staff;
}

export type StaffApiGate = { ok: true; staff: SignedInStaff } | { ok: false; response: Response };

/** The same check for route handlers, answering the site's JSON envelope: 401 signed out, 403 not allowed. */
export async function requireStaffApi(request: Request, action: StaffAction): Promise<StaffApiGate> {
  // The staff cookie rides along on any request the browser sends; refuse writes another site asked for.
  if (!['GET', 'HEAD'].includes(request.method) && !isSameOrigin(request)) {
    return { ok: false, response: fail(403, 'Cross-site request refused.') };
  }
  const state = await staffFromHeaders(request.headers);
  if (state.status === 'signed-out') {
    return { ok: false, response: fail(401, 'Sign in to the back office first.', { detail: 'staff_signed_out' }) };
  }
  if (state.status === 'needs-totp') {
    return {
      ok: false,
      response: fail(403, 'Set up your authenticator app before using the back office.', {
        detail: 'staff_totp_required',
      }),
    };
  }
  if (!can(state.staff.role, action)) return { ok: false, response: fail(403, 'Your role does not allow this.') };
  return { ok: true, staff: state.staff };
}

/** Who to record in the audit log for a change made by this staff member. */
export function auditActor(staff: SignedInStaff): AuditActor {
  return { id: staff.id, email: staff.email, ip: staff.ip };
}
