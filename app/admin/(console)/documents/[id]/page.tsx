import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/admin.module.scss';
import { ResultMessage } from '@/components/admin/ResultMessage';
import { ApprovalForm, RevisionUploadForm } from '@/components/admin/documents/DocumentForms';
import { documentKindLabels, documentPath, REVISION_ID, revisionPath } from '@/lib/eifu/catalogue';
import { deviceKeyLabel } from '@/lib/eifu/device-names';
import { getDb } from '@/lib/server/db';
import { getDocumentForStaff } from '@/lib/server/documents/admin';
import { staffRevisionFilePath } from '@/lib/server/documents/staff-files';
import { can } from '@/lib/server/staff/permissions';
import { requireStaff } from '@/lib/server/staff/guard';
import { decideRevisionAction, uploadRevisionAction } from '../actions';

export const metadata: Metadata = { title: 'Device document' };

const statusLabels = { draft: 'Draft, waiting for approval', published: 'Published', rejected: 'Rejected' } as const;

export default async function DocumentPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ notice?: string; revision?: string }>;
}) {
  const { id } = await params;
  const staff = await requireStaff('documents.write', `/admin/documents/${id}`);
  const found = /^[0-9a-f-]{36}$/.test(id) ? await getDocumentForStaff(await getDb(), id) : undefined;
  if (!found) notFound();
  const { document, devices, revisions } = found;
  const { notice, revision } = await searchParams;
  const named = typeof revision === 'string' && REVISION_ID.test(revision) ? revision : '';
  const notices: Record<string, string> = {
    created: 'Document created. Upload its first revision as a draft below.',
    published: `Revision ${named} is published and is now the current revision. The public pages show it from the next visit.`,
    rejected: `Revision ${named} was rejected; it will never be public.`,
  };
  const published = revisions.filter((rev) => rev.status === 'published');
  const current = [...published].sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''))[0];
  return (
    <div className={styles.page}>
      <p>
        <Link href="/admin/documents" prefetch={false}>
          Back to the documents
        </Link>
      </p>
      <h1 className={styles.title}>
        {document.title} <code>{document.code}</code>
        {document.sample === 1 && <span className={styles.badge}>Sample, fictitious</span>}
      </h1>
      <ResultMessage message={notice && Object.hasOwn(notices, notice) ? notices[notice] : undefined} tone="success" />
      <p>
        {documentKindLabels[document.kind]}, language {document.language}. Devices:{' '}
        {devices.map(deviceKeyLabel).join(', ')}.
        {current && (
          <>
            {' '}
            Public page: <a href={documentPath(document.code)}>{documentPath(document.code)}</a>
          </>
        )}
      </p>
      <h2>Revisions</h2>
      {revisions.length === 0 ? (
        <p>No revision yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>Revisions, newest upload first</caption>
            <thead>
              <tr>
                <th scope="col">Revision</th>
                <th scope="col">Date of issue</th>
                <th scope="col">Status</th>
                <th scope="col">Author</th>
                <th scope="col">Approver</th>
                <th scope="col">SHA-256</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((rev) => (
                <tr key={rev.id}>
                  <td>
                    {rev.status === 'published' ? (
                      <a href={revisionPath(document.code, rev.revision)}>{rev.revision}</a>
                    ) : (
                      rev.revision
                    )}
                    {rev.id === current?.id && ' (current)'}
                  </td>
                  <td>{rev.issue_date}</td>
                  <td>{statusLabels[rev.status]}</td>
                  <td>{rev.author_email ?? rev.author_id}</td>
                  <td>{rev.approver_email ?? rev.approver_id ?? ''}</td>
                  <td>
                    <code>{rev.sha256?.slice(0, 16)}…</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revisions
        .filter((rev) => rev.status === 'draft')
        .map((rev) => {
          const rows: Array<[string, string | number | null | undefined, string | number | null | undefined]> = [
            ['Revision', rev.revision, current?.revision],
            ['Date of issue', rev.issue_date, current?.issue_date],
            ['Language', document.language, current ? document.language : undefined],
            ['File', rev.file_name, current?.file_name],
            ['Size (bytes)', rev.file_size, current?.file_size],
            ['SHA-256', rev.sha256, current?.sha256],
            ['What changed (author’s note)', rev.change_note ?? 'No note given', current?.change_note],
          ];
          return (
            <section key={rev.id} className={styles.card} aria-labelledby={`draft-${rev.id}`}>
              <h2 id={`draft-${rev.id}`}>Draft revision {rev.revision}</h2>
              <p>
                Uploaded by {rev.author_email ?? rev.author_id} on {rev.created_at.slice(0, 16).replace('T', ' ')} UTC.
              </p>
              <p>
                <a href={staffRevisionFilePath(rev.id)} target="_blank" rel="noopener">
                  Read the draft PDF<span className="visually-hidden"> of revision {rev.revision}</span> (opens in a new
                  tab)
                </a>{' '}
                ·{' '}
                <a href={`${staffRevisionFilePath(rev.id)}?download=1`} download>
                  Download it<span className="visually-hidden"> (revision {rev.revision})</span>
                </a>
              </p>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption>
                    The draft beside the current revision{current ? ` (${current.revision})` : ' (none published yet)'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Field</th>
                      <th scope="col">Draft {rev.revision}</th>
                      <th scope="col">Current{current ? ` ${current.revision}` : ''}</th>
                      <th scope="col">Changed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(([field, draftValue, currentValue]) => (
                      <tr key={field}>
                        <th scope="row">{field}</th>
                        <td>{field === 'SHA-256' ? <code>{draftValue}</code> : draftValue}</td>
                        <td>
                          {currentValue === undefined || currentValue === null ? (
                            '—'
                          ) : field === 'SHA-256' ? (
                            <code>{currentValue}</code>
                          ) : (
                            currentValue
                          )}
                        </td>
                        <td>{!current ? 'new' : draftValue === currentValue ? 'same' : 'changed'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {rev.author_id === staff.id ? (
                <p>You uploaded this draft, so a different colleague has to approve it.</p>
              ) : can(staff.role, 'documents.approve') ? (
                <ApprovalForm action={decideRevisionAction} revisionId={rev.id} label={rev.revision} />
              ) : (
                <p>Your role does not allow approving documents.</p>
              )}
            </section>
          );
        })}
      <section className={styles.card} aria-labelledby="upload">
        <h2 id="upload">Upload a new revision</h2>
        <p>
          It is saved as a draft. It becomes public, and supersedes the current revision, only when a different
          colleague approves it.
        </p>
        <RevisionUploadForm action={uploadRevisionAction} documentId={document.id} />
      </section>
    </div>
  );
}
