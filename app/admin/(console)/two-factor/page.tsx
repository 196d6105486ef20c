import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { CodeForm } from '@/components/admin/CodeForm';
import { EnrolForm } from '@/components/admin/EnrolForm';
import { getDb } from '@/lib/server/db';
import { currentStaff } from '@/lib/server/staff/guard';
import { roleRequiresTotp } from '@/lib/server/staff/permissions';
import { confirmEnrolmentAction, startEnrolmentAction } from './actions';

export const metadata: Metadata = { title: 'Authenticator app' };

/**
 * Setting up the second factor. Administrators and privacy officers are sent here until they have done it;
 * other roles may come here to add one. The only back-office page reachable before TOTP is verified.
 */
export default async function TwoFactorPage() {
  const state = await currentStaff();
  if (state.status === 'signed-out') redirect('/admin/login?next=%2Fadmin%2Ftwo-factor');
  const { staff } = state;
  const db = await getDb();
  const pending = await db
    .selectFrom('staff_two_factors')
    .select('id')
    .where('user_id', '=', staff.id)
    .where('verified', '=', 0)
    .executeTakeFirst();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Authenticator app</h1>
      {staff.totpEnabled ? (
        <div className={styles.card}>
          <p>Your authenticator app is set up: each sign-in asks for its code.</p>
          <Link href="/admin" prefetch={false}>
            Go to the dashboard
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.lead}>
            {roleRequiresTotp(staff.role)
              ? 'Your role requires a second factor. Set up an authenticator app before using the back office.'
              : 'Add a second factor to your sign-in with an authenticator app.'}
          </p>
          {pending && (
            <section className={styles.card} aria-labelledby="confirm-heading">
              <h2 id="confirm-heading">Confirm the authenticator you were given</h2>
              <p>
                If you were given a setup key when your account was created and added it to your app, enter the code the
                app shows for it.
              </p>
              <CodeForm action={confirmEnrolmentAction} submitLabel="Confirm authenticator" autoFocus />
            </section>
          )}
          <section className={styles.card} aria-labelledby="new-heading">
            <h2 id="new-heading">{pending ? 'Or set up a new authenticator' : 'Set up an authenticator'}</h2>
            <EnrolForm start={startEnrolmentAction} confirm={confirmEnrolmentAction} />
          </section>
        </>
      )}
    </div>
  );
}
