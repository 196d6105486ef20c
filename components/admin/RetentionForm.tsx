'use client';
import type { RetentionState } from '@/lib/admin/privacy-states';
import { RETENTION_MAX_MONTHS } from '@/lib/validations/privacy';
import styles from './admin.module.scss';
import { AdminField } from './form/AdminField';
import { AdminForm } from './form/AdminForm';

type Action = (state: RetentionState, form: FormData) => Promise<RetentionState>;

/** The retention period of leads, and a button that applies it now instead of at the next hourly run. */
export function RetentionForm({
  months,
  save,
  run,
}: {
  months: number;
  save: Action;
  run: (state: RetentionState) => Promise<RetentionState>;
}) {
  return (
    <div className={styles.form}>
      <AdminForm action={save} prefix="retention" label="Lead retention" submitLabel="Save retention">
        <AdminField
          name="months"
          label="Keep leads for (months)"
          type="number"
          inputMode="numeric"
          min={0}
          max={RETENTION_MAX_MONTHS}
          step={1}
          defaultValue={months || ''}
          hint="Older leads are anonymised every hour, with their files, notes and e-mails. 0 or empty turns this off."
        />
      </AdminForm>
      <AdminForm
        action={run}
        prefix="retention-run"
        label="Apply retention now"
        submitLabel="Apply retention now"
        pendingLabel="Applying…"
        buttons={(pending) => (
          <button className={styles.secondary} type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Applying…' : 'Apply retention now'}
          </button>
        )}
      >
        {null}
      </AdminForm>
    </div>
  );
}
