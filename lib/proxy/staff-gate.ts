/**
 * The request gate's part for the back office, apart from decide.ts: a gated /admin page requested without the
 * staff cookie goes to the staff sign-in, coming back to the same path. Only a cheap redirect; every admin
 * page and action checks the session, TOTP and role on the server (lib/server/staff/guard.ts).
 */
import type { GatePattern, GateRoute } from '../route-lookup';

export function staffGate(
  path: string,
  route: GateRoute | GatePattern | undefined,
  hasStaffCookie: boolean,
): string | null {
  if (route?.access !== 'staff' || hasStaffCookie) return null;
  return `/admin/login?next=${encodeURIComponent(path)}`;
}
