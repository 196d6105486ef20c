import styles from '../admin.module.scss';
import { ChoiceForm } from '../ChoiceForm';
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
  const choices = [
    {
      action: changeStatusAction,
      name: 'status',
      fieldId: 'lead-status',
      label: 'Status',
      options: LEAD_STATUSES.map((status) => ({ value: status, label: leadStatusLabels[status] })),
      chosen: lead.status,
      submitLabel: 'Change status',
    },
    {
      action: assignAction,
      name: 'assignee',
      fieldId: 'lead-assignee',
      label: 'Assigned to',
      options: [
        { value: '', label: 'Nobody' },
        ...staffList.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` })),
      ],
      chosen: lead.assigned_to ?? '',
      submitLabel: 'Assign',
    },
  ];
  return (
    <section className={styles.card} aria-labelledby="workflow">
      <h2 id="workflow">Handling</h2>
      <div className={styles.fieldGrid}>
        {choices.map((choice) => (
          <ChoiceForm key={choice.name} className={styles.form} recordId={lead.id} {...choice} />
        ))}
      </div>
    </section>
  );
}
