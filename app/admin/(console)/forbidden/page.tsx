import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { requireStaff } from '@/lib/server/staff/guard';
import { roleLabels } from '@/lib/server/staff/permissions';

export const metadata: Metadata = { title: 'Not allowed' };

/** Where the guard sends a member whose role may not open a page (HTTP 403 in meaning; see guard.ts). */
export default async function ForbiddenPage() {
  const staff = await requireStaff(undefined, '/admin');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>You do not have access to that page</h1>
      <p>
        Your role ({roleLabels[staff.role]}) does not include that part of the back office. If you need it for your work,
        ask an administrator to change your role.
      </p>
      <p>
        <Link href="/admin" prefetch={false}>
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
