import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { CodeForm } from '@/components/admin/CodeForm';
import { safeAdminNext } from '@/lib/server/staff/next-path';
import { verifyCodeAction } from '../actions';

export const metadata: Metadata = { title: 'Enter your code' };

/** The sign-in's second step; the server action checks the short-lived sign-in cookie set by step one. */
export default async function StaffVerifyPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next: rawNext } = await searchParams;
  const next = safeAdminNext(typeof rawNext === 'string' ? rawNext : undefined);
  return (
    <main className={styles.narrow}>
      <h1 className={styles.title}>Enter your code</h1>
      <p className={styles.lead}>
        Your password is correct. To finish signing in, enter the code from your authenticator app.
      </p>
      <div className={styles.card}>
        <CodeForm action={verifyCodeAction} next={next} submitLabel="Verify and sign in" autoFocus />
      </div>
      <p>
        <Link href="/admin/login" prefetch={false}>
          Start again with your email and password
        </Link>
      </p>
    </main>
  );
}
