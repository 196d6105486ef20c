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
  // What to put in the envelope, as stored with the request: the IFU, its revision of that day, the language.
  const toPost = `IFU ${entry.documentCode}${entry.revision ? `, revision ${entry.revision}` : ''}, ${languageName(entry.language)}`;
  return (
    <li
      id={`request-${entry.leadId}`}
      className={`${styles.card} ${queue.card} ${entry.state === 'overdue' ? queue.overdue : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={queue.heading}>
        {entry.reference}: {toPost}{' '}
        <span className={entry.state === 'overdue' ? queue.stateOverdue : styles.badge}>
          {entry.state === 'overdue' ? 'Overdue' : entry.state === 'sent' ? 'Sent' : 'Open'}
        </span>
      </h2>
      <p className={queue.toPost}>
        <strong>To post:</strong> {toPost}, {entry.quantity === 1 ? '1 copy' : `${entry.quantity} copies`}, by{' '}
        {entry.dueOn}
        {entry.sentOn ? `; sent ${entry.sentOn}${entry.sentBy ? `, marked by ${entry.sentBy}` : ''}` : ''}.
      </p>
      <dl className={`${styles.meta} ${queue.compact}`}>
        <dt>Document</dt>
        <dd>{entry.documentTitle}</dd>
        <dt>Requested</dt>
        <dd>{entry.requestedAt.slice(0, 16).replace('T', ' ')} UTC</dd>
        <dt>To</dt>
        <dd className={queue.address}>
          {entry.name}
          {entry.organisation ? `, ${entry.organisation}` : ''}
          {'\n'}
          {entry.address ?? '(address erased)'}
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
