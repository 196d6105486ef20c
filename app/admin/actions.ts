'use server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getStaffAuth } from '@/lib/server/staff/auth';

/** Ends the staff session (row and cookie) and returns to the sign-in page. */
export async function signOutAction(): Promise<void> {
  const auth = await getStaffAuth();
  try {
    await auth.api.signOut({ headers: await headers() });
  } catch {
    // No session to end (already expired or signed out elsewhere): the sign-in page is still the right place.
  }
  redirect('/admin/login');
}
