import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { PaperCopyCard } from '@/components/admin/paper-copies/PaperCopyCard';
import queue from '@/components/admin/paper-copies/paper-copies.module.scss';
import { companyDate } from '@/lib/paper-copies/due-date';
import { getDb } from '@/lib/server/db';
import { listPaperCopyQueue, PAPER_COPY_STATES, type PaperCopyState } from '@/lib/server/paper-copies/requests';
import { requireStaff } from '@/lib/server/staff/guard';
import { can } from '@/lib/server/staff/permissions';
import { markSentAction } from './actions';

export const metadata: Metadata = { title: 'Paper copies' };

type Search = Record<string, string | string[] | undefined>;

const stateLabels: Record<PaperCopyState, string> = { overdue: 'Overdue', open: 'Open', sent: 'Sent' };

const errors: Record<string, string> = {
  missing: 'That request no longer exists (it may have been erased).',
  date: 'Enter the date the copy was posted.',
  future: 'The date of sending cannot be in the future.',
  early: 'The date of sending cannot be before the request.',
  already: 'That copy was already marked as sent.',
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page's clock: the real time, except under jest (NODE_ENV=test), where a test passes `?now=` to see the queue
 * as on a given day ("overdue first"). A production build ignores it: Next fixes NODE_ENV at build time.
 */
function pageClock(value: string | undefined): Date {
  if (process.env.NODE_ENV === 'test' && value) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return new Date();
}

/**
 * Customer service's queue of paper copies of instructions for use (Regulation (EU) 2021/2226, Art. 5(3): sent
 * within seven calendar days). Overdue requests come first and are marked; the filter is a row of links (GET).
 */
export default async function PaperCopiesPage({ searchParams }: { searchParams: Promise<Search> }) {
  const staff = await requireStaff('paper_copies.manage', '/admin/paper-copies');
  const search = await searchParams;
  const requested = first(search.state);
  const state = PAPER_COPY_STATES.find((value) => value === requested);
  const now = pageClock(first(search.now));
  const entries = await listPaperCopyQueue(await getDb(), { state }, now);
  const notice = first(search.notice) === 'sent' ? 'The request was marked as sent.' : undefined;
  const error = errors[first(search.error) ?? ''];
  const overdue = entries.filter((entry) => entry.state === 'overdue').length;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Paper copies</h1>
      <p className={styles.lead}>
        Requests for a printed copy of instructions for use. Each must be posted, free of charge, by its due date: seven
        calendar days after the request, counted in Italian time (Europe/Rome). In Italy, today is {companyDate(now)}.
      </p>
      <nav className={queue.filters} aria-label="Request states">
        <ul>
          {[undefined, ...PAPER_COPY_STATES].map((value) => (
            <li key={value ?? 'all'}>
              <Link
                href={value ? `/admin/paper-copies?state=${value}` : '/admin/paper-copies'}
                prefetch={false}
                aria-current={state === value ? 'page' : undefined}
              >
                {value ? stateLabels[value] : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={styles.message}>
        {notice ?? ''}
        {!notice &&
          (entries.length === 0
            ? 'No requests to show.'
            : `${entries.length} ${entries.length === 1 ? 'request' : 'requests'}${overdue ? `, ${overdue} overdue` : ''}.`)}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <ul className={styles.list}>
        {entries.map((entry) => (
          <PaperCopyCard
            key={entry.leadId}
            entry={entry}
            today={companyDate(now)}
            action={markSentAction}
            back={state ?? ''}
            leadLink={can(staff.role, 'leads.read')}
          />
        ))}
      </ul>
    </div>
  );
}
