import { STAFF_ROLES, roleLabels } from '@/lib/server/staff/permissions';
import type { StaffMember } from '@/lib/server/staff/members';
import styles from './admin.module.scss';
import { ChoiceForm } from './ChoiceForm';
import { ConfirmBox } from './ConfirmBox';

type FormAction = (form: FormData) => Promise<void>;

/** One member with the admin's actions on it; plain forms posting to server actions (no client code). */
export function StaffMemberCard({
  member,
  self,
  actions,
}: {
  member: StaffMember;
  self: boolean;
  actions: { changeRole: FormAction; deactivate: FormAction; reactivate: FormAction; resetTotp: FormAction };
}) {
  const headingId = `member-${member.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {member.name} {self && <span className={styles.badge}>you</span>}
      </h3>
      <dl className={styles.meta}>
        <dt>Email</dt>
        <dd>{member.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabels[member.role]}</dd>
        <dt>Status</dt>
        <dd>{member.active ? 'Active' : 'Deactivated'}</dd>
        <dt>Authenticator</dt>
        <dd>{member.totpEnabled ? 'Set up' : 'Not set up'}</dd>
      </dl>
      {!self && (
        <div className={styles.actions}>
          <ChoiceForm
            action={actions.changeRole}
            recordId={member.id}
            name="role"
            fieldId={`role-${member.id}`}
            label={`Role of ${member.name}`}
            options={STAFF_ROLES.map((role) => ({ value: role, label: roleLabels[role] }))}
            chosen={member.role}
            submitLabel="Change role"
            buttonClass={styles.secondary}
          />
          {member.totpEnabled && (
            <form action={actions.resetTotp}>
              <input type="hidden" name="id" value={member.id} />
              <ConfirmBox id={`reset-confirm-${member.id}`}>Yes, remove the authenticator of {member.name}</ConfirmBox>
              <button className={styles.secondary} type="submit" aria-label={`Reset authenticator of ${member.name}`}>
                Reset authenticator
              </button>
            </form>
          )}
          <form action={member.active ? actions.deactivate : actions.reactivate}>
            <input type="hidden" name="id" value={member.id} />
            {member.active && (
              <ConfirmBox id={`deactivate-confirm-${member.id}`}>
                Yes, deactivate {member.name} and end their sessions
              </ConfirmBox>
            )}
            <button
              className={member.active ? styles.danger : styles.secondary}
              type="submit"
              aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`}
            >
              {member.active ? 'Deactivate' : 'Reactivate'}
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
