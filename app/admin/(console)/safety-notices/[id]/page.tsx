import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { ResultMessage } from '@/components/admin/ResultMessage';
import { formatRange } from '@/lib/safety-notices/ranges';
import { getDb } from '@/lib/server/db';
import {
  ApproveNoticeForm,
  ConfirmCloseForm,
  RejectNoticeForm,
  RequestCloseForm,
  WithdrawCloseForm,
  WithdrawDraftForm,
} from '@/components/admin/safety-notices/NoticeStepForms';
import { getCloseRequest, getCorrections, getNotice, getRejection } from '@/lib/server/safety-notices/admin';
import { requireStaff } from '@/lib/server/staff/guard';
import { can } from '@/lib/server/staff/permissions';
import {
  approveNoticeAction,
  confirmCloseNoticeAction,
  rejectNoticeAction,
  requestCloseNoticeAction,
  withdrawCloseNoticeAction,
  withdrawNoticeDraftAction,
} from '../actions';
import { staffNoticeFilePath } from '@/lib/server/documents/staff-files';

export const metadata: Metadata = { title: 'Safety notice' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const notices: Record<string, string> = {
  created: 'The draft was saved. A different colleague must now approve it.',
  approved: 'The notice was approved. It is now public on the register and on its devices’ pages.',
  closed: 'The notice was closed. It stays public as closed and has left its devices’ pages.',
  'close-requested': 'Closing was requested. A different colleague must now confirm it with their password.',
  'close-withdrawn': 'The request to close was withdrawn. The notice stays open.',
  rejected: 'The draft was rejected. Its author can now start a corrected draft from it.',
  withdrawn: 'The draft was withdrawn. It will never be public.',
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
  const closing = await getCloseRequest(await getDb(), notice.id);
  const rejection = await getRejection(await getDb(), notice.id);
  const corrections = await getCorrections(await getDb(), notice.id);
  const related = async (id: string) => {
    const other = await getNotice(await getDb(), id);
    return other ? { id, label: `${other.reference} (${other.status}, ${other.createdAt.slice(0, 10)})` } : undefined;
  };
  const corrects = corrections.corrects ? await related(corrections.corrects) : undefined;
  const correctedBy = (await Promise.all(corrections.correctedBy.map(related))).filter((x) => x !== undefined);
  const [author, approver, closeRequester, closer, rejecter] = await Promise.all([
    authorName(notice.authorId),
    authorName(notice.approverId),
    authorName(closing?.requestedBy ?? null),
    authorName(closing?.closedBy ?? null),
    authorName(rejection?.rejectedBy ?? null),
  ]);
  const isAuthor = notice.authorId === staff.id;
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
      <ResultMessage message={notice_ ?? error} tone={notice_ ? 'success' : 'error'} />
      <dl className={styles.meta}>
        <dt>Status</dt>
        <dd>{notice.status}</dd>
        {corrects && (
          <>
            <dt>Corrects</dt>
            <dd>
              the rejected draft{' '}
              <Link href={`/admin/safety-notices/${corrects.id}`} prefetch={false}>
                {corrects.label}
              </Link>
            </dd>
          </>
        )}
        {correctedBy.length > 0 && (
          <>
            <dt>Corrected by</dt>
            <dd>
              {correctedBy.map((other, index) => (
                <span key={other.id}>
                  {index > 0 ? ', ' : ''}
                  <Link href={`/admin/safety-notices/${other.id}`} prefetch={false}>
                    {other.label}
                  </Link>
                </span>
              ))}
            </dd>
          </>
        )}
        {rejection && (
          <>
            <dt>Rejected</dt>
            <dd>
              by {rejecter}, {rejection.rejectedAt.slice(0, 16).replace('T', ' ')} UTC, reason: {rejection.reason}
            </dd>
          </>
        )}
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
          {notice.files.length === 0 ? (
            'None'
          ) : (
            <ul>
              {notice.files.map((file) => (
                <li key={file.id}>
                  {file.language}: {file.fileName} ({file.fileSize} bytes):{' '}
                  <a href={staffNoticeFilePath(file.id)} target="_blank" rel="noopener">
                    view<span className="visually-hidden"> {file.fileName}</span> (opens in a new tab)
                  </a>
                  ,{' '}
                  <a href={`${staffNoticeFilePath(file.id)}?download=1`} download>
                    download<span className="visually-hidden"> {file.fileName}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </dd>
        {closing && (
          <>
            <dt>{closing.closedBy ? 'Closing' : 'Closing requested'}</dt>
            <dd>
              by {closeRequester}, {closing.requestedAt.slice(0, 16).replace('T', ' ')} UTC, reason: {closing.reason}
              {closer && (
                <>
                  ; confirmed by {closer}, {notice.closedAt?.slice(0, 16).replace('T', ' ')} UTC
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      {notice.status === 'draft' && mayApprove && notice.authorId === staff.id && (
        <p className={styles.hint}>You wrote this draft, so a different colleague has to approve it.</p>
      )}
      {notice.status === 'draft' && mayApprove && notice.authorId !== staff.id && (
        <section id="approve" className={styles.card} aria-labelledby="approve-title">
          <h2 id="approve-title">Approve and publish</h2>
          <p className={styles.hint}>
            Read the notice above and its PDFs, and check them against the signed document. Approving makes it public at
            once.
          </p>
          <ApproveNoticeForm action={approveNoticeAction} noticeId={notice.id} />
        </section>
      )}
      {notice.status === 'draft' && mayApprove && !isAuthor && (
        <section id="reject" className={styles.card} aria-labelledby="reject-title">
          <h2 id="reject-title">Reject the draft</h2>
          <p className={styles.hint}>
            If the draft does not match the signed notice, reject it and say what to correct. Nothing becomes public.
          </p>
          <RejectNoticeForm action={rejectNoticeAction} noticeId={notice.id} />
        </section>
      )}
      {notice.status === 'draft' && isAuthor && (
        <section id="withdraw" className={styles.card} aria-labelledby="withdraw-title">
          <h2 id="withdraw-title">Withdraw the draft</h2>
          <p className={styles.hint}>
            As its author you can withdraw this draft until a colleague approves it. It stays in the register as
            withdrawn.
          </p>
          <WithdrawDraftForm action={withdrawNoticeDraftAction} noticeId={notice.id} />
        </section>
      )}
      {notice.status === 'rejected' && isAuthor && (
        <section id="correct" className={styles.card} aria-labelledby="correct-title">
          <h2 id="correct-title">Correct the draft</h2>
          <p className={styles.hint}>
            Start a new draft from this one, with its values filled in; this rejected draft stays as it is, with its
            reason.
          </p>
          <p>
            <Link
              className={styles.linkButton}
              href={`/admin/safety-notices/new?corrects=${encodeURIComponent(notice.id)}`}
              prefetch={false}
            >
              Correct {notice.reference} in a new draft
            </Link>
          </p>
        </section>
      )}
      {notice.status === 'open' && mayApprove && !closing && (
        <section id="close" className={styles.card} aria-labelledby="close-title">
          <h2 id="close-title">Request closing</h2>
          <p className={styles.hint}>
            When the field action is complete. Closing takes two people: you give the reason, a different colleague
            confirms with their password. The notice stays open until then.
          </p>
          <RequestCloseForm action={requestCloseNoticeAction} noticeId={notice.id} />
        </section>
      )}
      {notice.status === 'open' && mayApprove && closing && (
        <section id="close" className={styles.card} aria-labelledby="close-title">
          <h2 id="close-title">Confirm closing</h2>
          <p>
            {closeRequester} asked to close this notice: <q>{closing.reason}</q>
          </p>
          {closing.requestedBy === staff.id ? (
            <p className={styles.hint}>You asked to close this notice, so a different colleague has to confirm it.</p>
          ) : (
            <ConfirmCloseForm action={confirmCloseNoticeAction} noticeId={notice.id} />
          )}
          <WithdrawCloseForm action={withdrawCloseNoticeAction} noticeId={notice.id} />
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
