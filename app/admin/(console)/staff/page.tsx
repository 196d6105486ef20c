import type { Metadata } from 'next';
import styles from '@/components/admin/admin.module.scss';
import { FormMessage } from '@/components/admin/FormMessage';
import { StaffCreateForm } from '@/components/admin/StaffCreateForm';
import { StaffMemberCard } from '@/components/admin/StaffMemberCard';
import { getDb } from '@/lib/server/db';
import { requireStaff } from '@/lib/server/staff/guard';
import { listStaff } from '@/lib/server/staff/members';
import { CONFIRM_MISSING } from '@/lib/server/staff/form-values';
import { changeRoleAction, createStaffAction, deactivateAction, reactivateAction, resetTotpAction } from './actions';

export const metadata: Metadata = { title: 'Staff' };

const notices: Record<string, string> = {
  role: 'The role was changed.',
  deactivated: 'The member was deactivated and signed out everywhere.',
  reactivated: 'The member can sign in again.',
  totp: 'The authenticator was removed; the member sets up a new one at the next sign-in.',
};
const errors: Record<string, string> = {
  self: 'You cannot change the role of, or deactivate, your own account; ask another administrator.',
  role: 'Choose one of the roles.',
  unknown: 'That staff member no longer exists.',
  confirm: CONFIRM_MISSING,
};

export default async function StaffPage({
  searchParams,
}: {
  searchParams: Promise<{ notice?: string; error?: string }>;
}) {
  const staff = await requireStaff('staff.manage', '/admin/staff');
  const { notice, error } = await searchParams;
  const members = await listStaff(await getDb());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Staff</h1>
      <FormMessage error={error ? errors[error] : undefined} success={notice ? notices[notice] : undefined} />
      <section className={styles.card} aria-labelledby="create-heading">
        <h2 id="create-heading">Add a staff member</h2>
        <StaffCreateForm action={createStaffAction} />
      </section>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">Members ({members.length})</h2>
        <ul className={styles.list}>
          {members.map((member) => (
            <li key={member.id}>
              <StaffMemberCard
                member={member}
                self={member.id === staff.id}
                actions={{
                  changeRole: changeRoleAction,
                  deactivate: deactivateAction,
                  reactivate: reactivateAction,
                  resetTotp: resetTotpAction,
                }}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
