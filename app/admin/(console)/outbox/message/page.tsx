import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import { FormMessage } from '@/components/admin/FormMessage';
import { getDb } from '@/lib/server/db';
import { ERASED } from '@/lib/server/gdpr/subject';
import { getOutboxMessage } from '@/lib/server/outbox/query';
import { requireStaff } from '@/lib/server/staff/guard';
import { can } from '@/lib/server/staff/permissions';
import { resendAction } from '../actions';
import { withoutSecrets } from '@/lib/server/mail';

export const metadata: Metadata = { title: 'Outbox message' };

type Search = Record<string, string | string[] | undefined>;
const notices: Record<string, { error?: string; success?: string }> = {
  sent: { success: 'Sent again.' },
  failed: { error: 'Not delivered: the reason is shown below.' },
  refused: { error: 'This message cannot be sent again.' },
};

/** One queued e-mail as it was sent, its delivery state, and (for roles that may) a resend button. */
export default async function OutboxMessagePage({ searchParams }: { searchParams: Promise<Search> }) {
  const staff = await requireStaff('outbox.read', '/admin/outbox');
  const search = await searchParams;
  const id = typeof search.id === 'string' && /^[0-9a-f-]{36}$/i.test(search.id) ? search.id : undefined;
  const message = id ? await getOutboxMessage(await getDb(), id) : undefined;
  const notice = typeof search.notice === 'string' ? notices[search.notice] : undefined;
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/outbox" prefetch={false}>
          Back to the outbox
        </Link>
      </p>
      <h1 className={styles.title}>{message ? message.subject : 'Message not found'}</h1>
      {!message ? (
        <p>There is no message with this id in the outbox.</p>
      ) : (
        <section className={styles.card} aria-label="Message">
          <dl className={styles.meta}>
            <dt>To</dt>
            <dd>{message.to_address}</dd>
            <dt>Kind</dt>
            <dd>{message.kind}</dd>
            <dt>Queued</dt>
            <dd>{message.created_at}</dd>
            <dt>Sent</dt>
            <dd>{message.sent_at ?? 'Not sent'}</dd>
            <dt>Last error</dt>
            <dd>{message.error ?? 'None'}</dd>
          </dl>
          <h2>Text</h2>
          <pre className={styles.code}>{withoutSecrets(message.body_text)}</pre>
          <FormMessage error={notice?.error} success={notice?.success} />
          {can(staff.role, 'outbox.resend') && message.to_address !== ERASED && (
            <form action={resendAction} className={styles.actions}>
              <input type="hidden" name="id" value={message.id} />
              <button className={styles.button} type="submit">
                Resend this message
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
