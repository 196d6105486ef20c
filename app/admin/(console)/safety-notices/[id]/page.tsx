import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { formatRange } from '@/lib/safety-notices/ranges';
import { getDb } from '@/lib/server/db';
import { getNotice } from '@/lib/server/safety-notices/admin';
import { requireStaff } from '@/lib/server/staff/guard';
import { can } from '@/lib/server/staff/permissions';
import { approveNoticeAction, closeNoticeAction } from '../actions';

export const metadata: Metadata = { title: 'Safety notice' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const notices: Record<string, string> = {
  created: 'The draft was saved. A different colleague must now approve it.',
  approved: 'The notice was approved. It is now public on the register and on its devices’ pages.',
  closed: 'The notice was closed. It stays public as closed.',
};
const errors: Record<string, string> = {
  'own-draft': 'You wrote this draft, so a different colleague has to approve it.',
  'not-allowed': 'Your role does not allow approving notices.',
  'wrong-password': 'That is not your password. Type your own password to approve.',
  locked: 'Too many wrong passwords. Try again in 15 minutes.',
  busy: 'The server is busy. Try again in a few seconds.',
  'not-draft': 'This notice is no longer a draft.',
  'not-open': 'Only an open notice can be closed.',
  missing: 'That notice no longer exists.',
};
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SafetyNoticeAdminPage({ params, searchParams }: Props) {
  const staff = await requireStaff('documents.write', '/admin/safety-notices');
  const notice = await getNotice(await getDb(), (await params).id);
  if (!notice) notFound();
  const search = await searchParams;
  const notice_ = notices[first(search.notice) ?? ''];
  const error = errors[first(search.error) ?? ''];
  const authorName = async (id: string | null) => {
    if (!id) return undefined;
    const row = await (
      await getDb()
    )
      .selectFrom('staff_users')
      .select(['name', 'email'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? `${row.name} (${row.email})` : id;
  };
  const [author, approver] = await Promise.all([authorName(notice.authorId), authorName(notice.approverId)]);
  const mayApprove = can(staff.role, 'documents.approve');

  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/safety-notices" prefetch={false}>
          All safety notices
        </Link>
      </p>
      <h1 className={styles.title}>
        {notice.reference}: {notice.title}
      </h1>
      <p role="status" className={`${styles.message} ${notice_ ? styles.success : ''}`}>
        {notice_ ?? ''}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <dl className={styles.meta}>
        <dt>Status</dt>
        <dd>{notice.status}</dd>
        {notice.sample && (
          <>
            <dt>Sample</dt>
            <dd>Sample, fictitious (SEED_SAMPLE_DOCUMENTS)</dd>
          </>
        )}
        <dt>Date of issue</dt>
        <dd>{notice.issuedOn}</dd>
        <dt>Countries</dt>
        <dd>{notice.countries.join(', ')}</dd>
        <dt>Author</dt>
        <dd>{author}</dd>
        {approver && (
          <>
            <dt>Approver</dt>
            <dd>
              {approver}, {notice.publishedAt?.slice(0, 16).replace('T', ' ')} UTC
            </dd>
          </>
        )}
        <dt>Summary</dt>
        <dd>{notice.summary}</dd>
        <dt>Devices</dt>
        <dd>
          <ul>
            {notice.devices.map((device) => (
              <li key={device.id}>
                {device.name}
                {device.udiDi ? `, UDI-DI ${device.udiDi}` : ''}:{' '}
                {device.ranges.map((range) => `${range.kind} ${formatRange(range)}`).join('; ')}
              </li>
            ))}
          </ul>
        </dd>
        <dt>PDFs</dt>
        <dd>
          {notice.files.length === 0
            ? 'None'
            : notice.files.map((file) => `${file.language}: ${file.fileName} (${file.fileSize} bytes)`).join('; ')}
        </dd>
      </dl>
      {notice.status === 'draft' && mayApprove && (
        <section id="approve" className={styles.card} aria-labelledby="approve-title">
          <h2 id="approve-title">Approve and publish</h2>
          <p className={styles.hint}>
            Check the notice above against the signed document. Approving makes it public at once. The author cannot
            approve their own draft.
          </p>
          <form action={approveNoticeAction} className={styles.form}>
            <input type="hidden" name="id" value={notice.id} />
            <div className={styles.field}>
              <label htmlFor="approve-password">Your password</label>
              <input id="approve-password" name="password" type="password" autoComplete="current-password" required />
            </div>
            <div>
              <button type="submit" className={styles.button}>
                Approve and publish
              </button>
            </div>
          </form>
        </section>
      )}
      {notice.status === 'open' && mayApprove && (
        <section className={styles.card} aria-labelledby="close-title">
          <h2 id="close-title">Close the notice</h2>
          <p className={styles.hint}>When the field action is complete. The notice stays public, marked as closed.</p>
          <form action={closeNoticeAction}>
            <input type="hidden" name="id" value={notice.id} />
            <button type="submit" className={styles.button}>
              Close the notice
            </button>
          </form>
        </section>
      )}
      <p>
        <Link href="/safety-notices" prefetch={false}>
          The public register
        </Link>
      </p>
    </div>
  );
}
