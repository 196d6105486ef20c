import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { NoticeDraftForm } from '@/components/admin/safety-notices/NoticeDraftForm';
import { deviceChoices } from '@/lib/safety-notices/device-input';
import { DEVICE_ROWS, FILE_ROWS } from '@/lib/safety-notices/draft';
import { requireStaff } from '@/lib/server/staff/guard';
import { createNoticeAction } from '../actions';

export const metadata: Metadata = { title: 'New safety notice' };

export default async function NewSafetyNoticePage() {
  await requireStaff('documents.write', '/admin/safety-notices/new');
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/safety-notices" prefetch={false}>
          All safety notices
        </Link>
      </p>
      <h1 className={styles.title}>New safety notice</h1>
      <p className={styles.lead}>
        The notice is saved as a draft. It becomes public only when a different colleague with the right to approve
        checks it and confirms with their own password.
      </p>
      <NoticeDraftForm
        action={createNoticeAction}
        devices={deviceChoices.map(({ key, label }) => ({ key, label }))}
        deviceRows={DEVICE_ROWS}
        fileRows={FILE_ROWS}
      />
    </div>
  );
}
