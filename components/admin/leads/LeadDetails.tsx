import { Fragment } from 'react';
import styles from '../admin.module.scss';
import inbox from './leads.module.scss';
import type { Lead } from '@/lib/server/leads/repository';
import { leadFormLabels, leadStatusLabels } from '@/lib/leads/inbox';
import { topicLabel } from '@/lib/forms/topic-labels';
import { humanSize } from '@/lib/admin/size';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const label = (key: string) => key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
const show = (value: unknown) =>
  value === true
    ? 'Yes'
    : value === false
      ? 'No'
      : value === null || value === undefined || value === ''
        ? '—'
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);

/** Every field of a submission: the common ones, then the form's own (its `details`), then the attachment. */
export function LeadDetails({ lead, assignee }: { lead: Lead; assignee: string | null }) {
  const common: [string, string][] = [
    ['Reference', lead.reference],
    ['Received', utc(lead.created_at)],
    ['Form', leadFormLabels[lead.form] ?? lead.form],
    ['Topic', show(topicLabel(lead.topic))],
    ['Status', leadStatusLabels[lead.status] ?? lead.status],
    ['Assigned to', assignee ?? 'Nobody'],
    ['Name', `${lead.first_name} ${lead.last_name}`],
    ['Email', lead.email],
    ['Country', lead.country],
    ['Organisation', show(lead.organisation)],
    ['Last changed', utc(lead.updated_at)],
  ];
  // The attachment's size is shown with its download link, not as a field of its own.
  const { attachment_bytes: attachmentBytes, ...fields } = lead.details as Record<string, unknown>;
  const details = Object.entries(fields);
  return (
    <>
      <section className={styles.card} aria-labelledby="submission">
        <h2 id="submission">Submission</h2>
        <dl className={styles.meta}>
          {common.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{term === 'Email' ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
            </Fragment>
          ))}
        </dl>
        {lead.message && (
          <>
            <h3>Message</h3>
            <p className={inbox.details}>{lead.message}</p>
          </>
        )}
      </section>
      {(details.length > 0 || lead.attachment_key) && (
        <section className={styles.card} aria-labelledby="form-fields">
          <h2 id="form-fields">Fields of this form</h2>
          {details.length > 0 && (
            <dl className={styles.meta}>
              {details.map(([key, value]) => (
                <Fragment key={key}>
                  <dt>{label(key)}</dt>
                  <dd className={inbox.details}>{show(value)}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {lead.form === 'grant' && lead.attachment_key && (
            <p>
              <a className={styles.secondary} href={`/api/admin/leads/${lead.id}/attachment`} download>
                Download the application PDF
                {typeof attachmentBytes === 'number' ? ` (${humanSize(attachmentBytes)})` : ''}
              </a>
            </p>
          )}
        </section>
      )}
    </>
  );
}
