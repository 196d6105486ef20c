import { NotFoundPanel } from '@/components/admin/StatusPages';
import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/admin/admin.module.scss';
import inbox from '@/components/admin/leads/leads.module.scss';
import { LeadDetails } from '@/components/admin/leads/LeadDetails';
import { LeadWorkflow } from '@/components/admin/leads/LeadWorkflow';
import { getDb } from '@/lib/server/db';
import { assignableStaff, leadNotes } from '@/lib/server/leads/changes';
import { getLead } from '@/lib/server/leads/repository';
import { requireStaff } from '@/lib/server/staff/guard';
import { can } from '@/lib/server/staff/permissions';
import { leadId, leadQueryString, parseLeadQuery } from '@/lib/leads/inbox';
import { addNoteAction, assignAction, changeStatusAction } from '../actions';

export const metadata: Metadata = { title: 'Lead' };

type Search = Record<string, string | string[] | undefined>;

const notices: Record<string, string> = {
  status: 'The status was changed.',
  assigned: 'The lead was assigned.',
  unassigned: 'The lead is now assigned to nobody.',
  note: 'Your note was added.',
};
const errors: Record<string, string> = {
  status: 'Please choose one of the statuses.',
  assignee: 'That staff member cannot take leads. Choose another one.',
  missing: 'That lead no longer exists.',
  note: 'Please write a note before adding it.',
  'note-long': 'Please keep the note under 4000 characters.',
};

/** One submission with everything the visitor sent, its workflow, assignment and internal notes. */
export default async function LeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const { id } = await params;
  const staff = await requireStaff('leads.read', `/admin/leads/${encodeURIComponent(id)}`);
  const parsedId = leadId.safeParse(id);
  const notFoundPanel = <NotFoundPanel back="/admin/leads" backLabel="Back to the leads" />;
  if (!parsedId.success) return notFoundPanel;
  const db = await getDb();
  const lead = await getLead(db, parsedId.data);
  if (!lead) return notFoundPanel;
  const [notes, staffList] = await Promise.all([leadNotes(db, lead.id), assignableStaff(db)]);
  const search = await searchParams;
  const notice = typeof search.notice === 'string' ? notices[search.notice] : undefined;
  const error = typeof search.error === 'string' ? errors[search.error] : undefined;
  // The list this lead was opened from (its query, checked like the list's own): the way back keeps its filter.
  const listQuery =
    typeof search.list === 'string'
      ? leadQueryString(parseLeadQuery(new URLSearchParams(search.list.slice(0, 2000))), {})
      : '';
  const filtered = listQuery !== '';
  const back = `/admin/leads${filtered ? `?${listQuery}` : ''}`;
  const mayWrite = can(staff.role, 'leads.write');
  const assignee = staffList.find((member) => member.id === lead.assigned_to);

  return (
    <div className={styles.page}>
      <p>
        <Link href={back} prefetch={false}>
          {filtered ? 'Back to the leads list (same filter)' : 'All leads'}
        </Link>
      </p>
      <h1 className={styles.title}>
        Lead {lead.reference}: {lead.first_name} {lead.last_name}
      </h1>
      <p role="status" className={`${styles.message} ${error ? styles.error : styles.success}`}>
        {error ?? notice ?? ''}
      </p>
      <LeadDetails lead={lead} assignee={assignee?.name ?? (lead.assigned_to ? 'A former staff member' : null)} />
      {mayWrite && (
        <LeadWorkflow
          lead={lead}
          staffList={staffList}
          changeStatusAction={changeStatusAction}
          assignAction={assignAction}
        />
      )}
      <section className={styles.card} aria-labelledby="notes" id="notes-section">
        <h2 id="notes">Internal notes</h2>
        {notes.length === 0 ? (
          <p>No notes yet.</p>
        ) : (
          <ol className={inbox.notes}>
            {notes.map((note) => (
              <li key={note.id}>
                <strong>{note.author}</strong>,{' '}
                <time dateTime={note.createdAt}>{note.createdAt.slice(0, 16).replace('T', ' ')} UTC</time>
                <p>{note.body}</p>
              </li>
            ))}
          </ol>
        )}
        {mayWrite && (
          <form action={addNoteAction} className={styles.form}>
            <input type="hidden" name="id" value={lead.id} />
            <div className={styles.field}>
              <label htmlFor="lead-note">New note (staff only, never sent to the visitor)</label>
              <textarea id="lead-note" name="body" className={inbox.textarea} maxLength={4000} />
            </div>
            <div className={styles.actions}>
              <button className={styles.button} type="submit">
                Add note
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
