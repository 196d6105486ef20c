import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { getDb } from '@/lib/server/db';
import { countOverdue } from '@/lib/server/paper-copies/requests';
import queue from './paper-copies.module.scss';

/** The dashboard's flag for customer service: paper copies past their due date, or nothing at all. */
export async function OverduePaperCopies() {
  const overdue = await countOverdue(await getDb());
  if (overdue === 0) return null;
  return (
    <p className={`${styles.card} ${queue.overdue}`} role="alert">
      <strong>{overdue === 1 ? '1 paper copy is overdue.' : `${overdue} paper copies are overdue.`}</strong>{' '}
      <Link href="/admin/paper-copies?state=overdue" prefetch={false}>
        Show the overdue requests
      </Link>
    </p>
  );
}
