import styles from '../admin.module.scss';
import type { Lead } from '@/lib/server/leads/repository';
import { LEAD_STATUSES, leadStatusLabels } from '@/lib/leads/inbox';

/** Status and assignment, for roles that may change leads. Any status may follow any other. */
export function LeadWorkflow({
  lead,
  staffList,
  changeStatusAction,
  assignAction,
}: {
  lead: Lead;
  staffList: { id: string; name: string; email: string }[];
  /** The page's server actions (app/admin/(console)/leads/actions.ts). */
  changeStatusAction: (form: FormData) => Promise<void>;
  assignAction: (form: FormData) => Promise<void>;
}) {
  return (
    <section className={styles.card} aria-labelledby="workflow">
      <h2 id="workflow">Handling</h2>
      <div className={styles.fieldGrid}>
        <form action={changeStatusAction} className={styles.form}>
          <input type="hidden" name="id" value={lead.id} />
          <div className={styles.field}>
            <label htmlFor="lead-status">Status</label>
            <select id="lead-status" name="status" defaultValue={lead.status}>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {leadStatusLabels[status]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            <button className={styles.button} type="submit">
              Change status
            </button>
          </div>
        </form>
        <form action={assignAction} className={styles.form}>
          <input type="hidden" name="id" value={lead.id} />
          <div className={styles.field}>
            <label htmlFor="lead-assignee">Assigned to</label>
            <select id="lead-assignee" name="assignee" defaultValue={lead.assigned_to ?? ''}>
              <option value="">Nobody</option>
              {staffList.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({member.email})
                </option>
              ))}
            </select>
          </div>
          <div className={styles.actions}>
            <button className={styles.button} type="submit">
              Assign
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
