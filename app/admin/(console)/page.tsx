import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { OverduePaperCopies } from '@/components/admin/paper-copies/OverduePaperCopies';
import { requireStaff } from '@/lib/server/staff/guard';
import { can, roleLabels, roleRequiresTotp } from '@/lib/server/staff/permissions';
import { sectionsFor } from '@/lib/server/staff/sections';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const staff = await requireStaff(undefined, '/admin');
  const sections = sectionsFor(staff.role);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Back office</h1>
      <p className={styles.lead}>
        Signed in as {staff.name}, {roleLabels[staff.role].toLowerCase()}.
      </p>
      {can(staff.role, 'paper_copies.manage') && <OverduePaperCopies />}
      {sections.length > 0 ? (
        <ul className={styles.list}>
          {sections.map((section) => (
            <li key={section.href} className={styles.card}>
              <h2>
                <Link href={section.href} prefetch={false}>
                  {section.label}
                </Link>
              </h2>
              <p className={styles.hint}>{section.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.card}>
          Your role has no back-office sections to show here. An administrator can change your role if you need one.
        </p>
      )}
      {!staff.totpEnabled && !roleRequiresTotp(staff.role) && (
        <p>
          <Link href="/admin/two-factor" prefetch={false}>
            Add an authenticator app to your sign-in
          </Link>
        </p>
      )}
    </div>
  );
}
