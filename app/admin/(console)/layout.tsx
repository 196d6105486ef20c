import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { RefusedPanel } from '@/components/admin/StatusPages';
import { ADMIN_PATH_HEADER } from '@/lib/staff-session-cookie';
import { currentStaff } from '@/lib/server/staff/guard';
import { can, roleLabels } from '@/lib/server/staff/permissions';
import { adminSections } from '@/lib/server/staff/sections';
import { signOutAction } from '../actions';

/**
 * The signed-in back office. This layout only draws the shell for whoever is signed in; each page still calls
 * `requireStaff(action)` itself, because layouts do not re-run on every navigation and must not be the gate.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const state = await currentStaff();
  if (state.status === 'signed-out') redirect('/admin/login');
  // The address asked for (set by the proxy): a section the role may not use is refused here, in the HTML, with
  // status 403 (components/admin/StatusPages.tsx says why the page's own `forbidden()` cannot draw it).
  const path = (await headers()).get(ADMIN_PATH_HEADER) ?? '';
  const section = adminSections.find(({ href }) => path === href || path.startsWith(`${href}/`));
  const refused = state.status === 'ready' && section && !can(state.staff.role, section.action);
  return (
    <AdminShell staff={state.staff} verified={state.status === 'ready'} signOut={signOutAction}>
      {refused && section ? <RefusedPanel role={roleLabels[state.staff.role]} section={section.label} /> : children}
    </AdminShell>
  );
}
