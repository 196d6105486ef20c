import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { currentStaff } from '@/lib/server/staff/guard';
import { signOutAction } from '../actions';

/**
 * The signed-in back office. This layout only draws the shell for whoever is signed in; each page still calls
 * `requireStaff(action)` itself, because layouts do not re-run on every navigation and must not be the gate.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const state = await currentStaff();
  if (state.status === 'signed-out') redirect('/admin/login');
  return (
    <AdminShell staff={state.staff} verified={state.status === 'ready'} signOut={signOutAction}>
      {children}
    </AdminShell>
  );
}
