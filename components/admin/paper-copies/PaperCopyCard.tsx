import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import type { QueueEntry } from '@/lib/server/paper-copies/requests';
import queue from './paper-copies.module.scss';

const languageName = (code: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** One paper-copy request of the queue: what to send where, by when, and "mark as sent" while it is open. */
export function PaperCopyCard({
  entry,
  today,
  action,
  back,
  leadLink,
}: {
  entry: QueueEntry;
  today: string;
  action: (form: FormData) => Promise<void>;
  back: string;
  /** Whether the member may open the lead itself (the inbox needs leads.read). */
  leadLink: boolean;
}) {
  const headingId = `request-${entry.leadId}-title`;
  return (
    <li
      id={`request-${entry.leadId}`}
      className={`${styles.card} ${entry.state === 'overdue' ? queue.overdue : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>
        {entry.reference}: {entry.documentCode}{' '}
        <span className={entry.state === 'overdue' ? queue.stateOverdue : styles.badge}>
          {entry.state === 'overdue' ? 'Overdue' : entry.state === 'sent' ? 'Sent' : 'Open'}
        </span>
      </h2>
      <dl className={styles.meta}>
        <dt>Document</dt>
        <dd>
          {entry.documentTitle} ({entry.documentCode}
          {entry.revision ? `, revision ${entry.revision}` : ''})
        </dd>
        <dt>Language</dt>
        <dd>{languageName(entry.language)}</dd>
        <dt>Copies</dt>
        <dd>{entry.quantity}</dd>
        <dt>Requested</dt>
        <dd>{entry.requestedAt.slice(0, 16).replace('T', ' ')} UTC</dd>
        <dt>Due by</dt>
        <dd>{entry.dueOn}</dd>
        {entry.sentOn && (
          <>
            <dt>Sent</dt>
            <dd>
              {entry.sentOn}
              {entry.sentBy ? `, marked by ${entry.sentBy}` : ''}
            </dd>
          </>
        )}
        <dt>Name</dt>
        <dd>{entry.name}</dd>
        {entry.organisation && (
          <>
            <dt>Organisation</dt>
            <dd>{entry.organisation}</dd>
          </>
        )}
        <dt>Postal address</dt>
        <dd className={queue.address}>
          {entry.address ?? '(erased)'}
          {'\n'}
          {entry.country}
        </dd>
        <dt>E-mail</dt>
        <dd>{entry.email}</dd>
      </dl>
      {leadLink && (
        <p>
          <Link href={`/admin/leads/${encodeURIComponent(entry.leadId)}`} prefetch={false}>
            Open the lead {entry.reference}
          </Link>
        </p>
      )}
      {!entry.sentOn && (
        <form action={action} className={queue.markSent} aria-label={`Mark ${entry.reference} as sent`}>
          <input type="hidden" name="id" value={entry.leadId} />
          <input type="hidden" name="back" value={back} />
          <label>
            Date posted
            <input type="date" name="sentOn" defaultValue={today} max={today} required />
          </label>
          <button type="submit" className={styles.button}>
            Mark as sent
          </button>
        </form>
      )}
    </li>
  );
}
