import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { getDb } from '@/lib/server/db';
import { listNoticesForStaff } from '@/lib/server/safety-notices/admin';
import { requireStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Safety notices' };

const statusLabels = {
  draft: 'Draft, waiting for approval',
  open: 'Open (public)',
  closed: 'Closed (public)',
  rejected: 'Rejected, to be corrected by its author',
  withdrawn: 'Withdrawn by its author',
};

/** Regulatory affairs' register of field safety notices: drafts first, then open, then closed. */
export default async function SafetyNoticesAdminPage() {
  await requireStaff('documents.write', '/admin/safety-notices');
  const notices = await listNoticesForStaff(await getDb());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Safety notices</h1>
      <p className={styles.lead}>
        Field safety notices are public on <Link href="/safety-notices">/safety-notices</Link> and on the pages of their
        devices once a second colleague approves them.
      </p>
      <p>
        <Link className={styles.linkButton} href="/admin/safety-notices/new" prefetch={false}>
          New safety notice
        </Link>
      </p>
      {notices.length === 0 ? (
        <p role="status">No safety notices yet.</p>
      ) : (
        <ul className={styles.list}>
          {notices.map((notice) => (
            <li key={notice.id} className={styles.card}>
              <h2>
                <Link href={`/admin/safety-notices/${notice.id}`} prefetch={false}>
                  {notice.reference}: {notice.title}
                </Link>
              </h2>
              <p>
                <span className={styles.badge}>{statusLabels[notice.status]}</span>
                {notice.sample && (
                  <>
                    {' '}
                    <span className={styles.badge}>Sample, fictitious</span>
                  </>
                )}{' '}
                Issued {notice.issuedOn}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
