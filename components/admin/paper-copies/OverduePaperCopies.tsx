import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { getDb } from '@/lib/server/db';
import { summarisePaperCopyQueue } from '@/lib/server/paper-copies/requests';
import queue from './paper-copies.module.scss';

/**
 * The dashboard's lines for customer service: how many paper copies wait to be posted and the next due date
 * (the earliest, an overdue one first), and an alert when some are past their due date. `now` is the clock
 * (tests pass a fixed one).
 */
export async function OverduePaperCopies({ now = new Date() }: { now?: Date } = {}) {
  const { open, overdue, nextDueOn } = await summarisePaperCopyQueue(await getDb(), now);
  return (
    <>
      {overdue > 0 && (
        <p className={`${styles.card} ${queue.overdue}`} role="alert">
          <strong>{overdue === 1 ? '1 paper copy is overdue.' : `${overdue} paper copies are overdue.`}</strong>{' '}
          <Link href="/admin/paper-copies?state=overdue" prefetch={false}>
            Show the overdue requests
          </Link>
        </p>
      )}
      <p className={styles.card}>
        {open === 0 ? (
          'Paper copies: none waiting to be posted.'
        ) : (
          <>
            Paper copies: {open === 1 ? '1 open request' : `${open} open requests`}, next due by {nextDueOn}.{' '}
            <Link href="/admin/paper-copies" prefetch={false}>
              Open the queue
            </Link>
          </>
        )}
      </p>
    </>
  );
}
