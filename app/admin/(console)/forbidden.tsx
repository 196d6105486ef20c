import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { RefusedSection } from '@/components/admin/RefusedSection';
import { currentStaff } from '@/lib/server/staff/guard';
import { roleLabels } from '@/lib/server/staff/permissions';
import { adminSections } from '@/lib/server/staff/sections';

/**
 * What a signed-in member sees, with HTTP 403 on the requested address, when `requireStaff` refuses their
 * role (it calls `forbidden()`). It sits in the console segment, so the console layout draws the shell and the
 * role's menu around it. (Only a root not-found may export metadata; the tab keeps the page's title.)
 */
export default async function Forbidden() {
  const state = await currentStaff();
  const role = state.status === 'signed-out' ? undefined : roleLabels[state.staff.role];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>You do not have access to that page</h1>
      <p>
        {role ? `Your role (${role})` : 'Your role'} does not include{' '}
        <RefusedSection sections={adminSections.map(({ href, label }) => ({ href, label }))} />. If you need it for your
        work, ask an administrator to change your role.
      </p>
      <p>
        <Link href="/admin" prefetch={false}>
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
