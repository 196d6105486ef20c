'use client';
import { STAFF_ROLES, roleLabels } from '@/lib/server/staff/permissions';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';
import { useAdminForm, type AdminFormState } from './useAdminForm';

type State = AdminFormState & { key?: string };

/** New staff member: the server action validates with the shared schema and answers per field. */
export function StaffCreateForm({ action }: { action: (state: State, form: FormData) => Promise<State> }) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm<State>(action, {});
  const fieldError = (name: string) => state.fields?.[name];
  const describe = (name: string) => (fieldError(name) ? `new-${name}-error` : undefined);
  return (
    <form
      className={styles.form}
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      key={state.key}
      aria-label="Add a staff member"
    >
      <div className={styles.fieldGrid}>
        <div className={styles.field}>
          <label htmlFor="new-email">Email address</label>
          <input
            id="new-email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={value('email')}
            required
            aria-invalid={Boolean(fieldError('email'))}
            aria-describedby={describe('email')}
          />
          <p id="new-email-error" className={`${styles.message} ${styles.error}`}>
            {fieldError('email')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="new-name">Full name</label>
          <input
            id="new-name"
            name="name"
            autoComplete="off"
            defaultValue={value('name')}
            required
            aria-invalid={Boolean(fieldError('name'))}
            aria-describedby={describe('name')}
          />
          <p id="new-name-error" className={`${styles.message} ${styles.error}`}>
            {fieldError('name')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor="new-role">Role</label>
          <select id="new-role" name="role" defaultValue={value('role', 'editor')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          <p className={styles.message} />
        </div>
        <div className={styles.field}>
          <label htmlFor="new-password">First password</label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={Boolean(fieldError('password'))}
            aria-describedby={`new-password-hint${fieldError('password') ? ' new-password-error' : ''}`}
          />
          <p id="new-password-hint" className={styles.hint}>
            At least 12 characters. Give it to the member in person or by phone, never in the same email as the address.
          </p>
          <p id="new-password-error" className={`${styles.message} ${styles.error}`}>
            {fieldError('password')}
          </p>
        </div>
      </div>
      <FormMessage ref={messageRef} error={state.error} success={state.success} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Creating…' : 'Create staff member'}
        </button>
      </div>
    </form>
  );
}
