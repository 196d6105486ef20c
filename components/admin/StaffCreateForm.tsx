'use client';
import type { AdminFormState } from '@/lib/forms/action-state';
import { STAFF_ROLES, roleLabels } from '@/lib/server/staff/permissions';
import styles from './admin.module.scss';
import { AdminField } from './form/AdminField';
import { AdminForm } from './form/AdminForm';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

/** New staff member: the server action validates with the shared schema and answers per field. */
export function StaffCreateForm({
  action,
}: {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
}) {
  return (
    <AdminForm
      action={action}
      prefix="new"
      label="Add a staff member"
      submitLabel="Create staff member"
      pendingLabel="Creating…"
    >
      <div className={styles.fieldGrid}>
        <AdminField name="email" label="Email address" type="email" required />
        <AdminField name="name" label="Full name" required />
        <AdminField name="role" label="Role" options={roleOptions} defaultValue="editor" />
        <AdminField
          name="password"
          label="First password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. Give it to the member in person or by phone, never in the same email as the address."
          required
        />
      </div>
    </AdminForm>
  );
}
