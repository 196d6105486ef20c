import type { Metadata } from 'next';
import styles from '@/components/admin/admin.module.scss';
import { PrivacyLookup } from '@/components/admin/PrivacyLookup';
import { RetentionForm } from '@/components/admin/RetentionForm';
import { getDb } from '@/lib/server/db';
import { getRetentionMonths } from '@/lib/server/gdpr/retention';
import { requireStaff } from '@/lib/server/staff/guard';
import { erasePersonAction, findPersonAction, runRetentionAction, setRetentionAction } from './actions';

export const metadata: Metadata = { title: 'Privacy requests' };

/** Data-subject requests (find, export, erase) and the retention period of leads. */
export default async function PrivacyPage() {
  await requireStaff('gdpr.manage', '/admin/privacy');
  const months = await getRetentionMonths(await getDb());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Privacy requests</h1>
      <p className={styles.lead}>
        Find every record about an e-mail address, download it as one file, or erase it. Each search, download and
        erasure is recorded in the audit log under a hash of the address, never the address itself.
      </p>
      <PrivacyLookup find={findPersonAction} erase={erasePersonAction} />
      <section className={styles.card} aria-labelledby="retention-heading">
        <h2 id="retention-heading">Retention of leads</h2>
        <RetentionForm months={months} save={setRetentionAction} run={runRetentionAction} />
      </section>
    </div>
  );
}
