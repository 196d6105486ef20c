'use client';
import { useActionState } from 'react';
import type { RetentionState } from '@/lib/admin/privacy-states';
import { RETENTION_MAX_MONTHS } from '@/lib/validations/privacy';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';

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
  const [saved, saveAction, saving] = useActionState(save, {});
  const [ran, runAction, running] = useActionState(run, {});
  return (
    <div className={styles.form}>
      <form className={styles.form} action={saveAction} noValidate aria-label="Lead retention">
        <div className={styles.field}>
          <label htmlFor="retention-months">Keep leads for (months)</label>
          <input
            id="retention-months"
            name="months"
            type="number"
            inputMode="numeric"
            min={0}
            max={RETENTION_MAX_MONTHS}
            step={1}
            defaultValue={months || ''}
            aria-invalid={Boolean(saved.error)}
            aria-describedby="retention-hint retention-message"
          />
          <p id="retention-hint" className={styles.hint}>
            Older leads are anonymised every hour, with their files, notes and e-mails. 0 or empty turns this off.
          </p>
          <FormMessage id="retention-message" error={saved.error} success={saved.success} />
        </div>
        <div>
          <button className={styles.button} type="submit">
            {saving ? 'Saving…' : 'Save retention'}
          </button>
        </div>
      </form>
      <form className={styles.form} action={runAction} aria-label="Apply retention now">
        <FormMessage id="retention-run-message" error={ran.error} success={ran.success} />
        <div>
          <button className={styles.secondary} type="submit">
            {running ? 'Applying…' : 'Apply retention now'}
          </button>
        </div>
      </form>
    </div>
  );
}
