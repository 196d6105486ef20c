import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { SignInForm } from '@/components/admin/SignInForm';
import { currentStaff } from '@/lib/server/staff/guard';
import { safeAdminNext } from '@/lib/server/staff/next-path';
import { signInAction } from './actions';

export const metadata: Metadata = { title: 'Staff sign-in' };

export default async function StaffSignInPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next: rawNext } = await searchParams;
  const next = safeAdminNext(typeof rawNext === 'string' ? rawNext : undefined);
  // Already signed in: straight on (the page there checks the role and the authenticator).
  if ((await currentStaff()).status !== 'signed-out') redirect(next);
  return (
    <main className={styles.narrow}>
      <h1 className={styles.title}>Staff sign-in</h1>
      <p className={styles.lead}>The back office is for Corcym staff. Learners sign in to the academy instead.</p>
      <div className={styles.card}>
        <SignInForm action={signInAction} next={next} />
      </div>
    </main>
  );
}
