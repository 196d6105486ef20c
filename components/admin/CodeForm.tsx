'use client';
import { useId } from 'react';
import type { AdminFormState } from '@/lib/forms/action-state';
import styles from './admin.module.scss';
import { AdminForm } from './form/AdminForm';

/** A 6-digit authenticator code, for the sign-in's second step and for confirming a new authenticator. */
export function CodeForm({
  action,
  next,
  submitLabel,
  autoFocus = false,
}: {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  next?: string;
  submitLabel: string;
  /** On a page whose one task is this code (the sign-in's second step, confirming an authenticator). */
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <AdminForm action={action} prefix={id} submitLabel={submitLabel} pendingLabel="Checking…">
      {(state) => (
        <>
          {next && <input type="hidden" name="next" value={next} />}
          <div className={styles.field}>
            <label htmlFor={`${id}-code`}>6-digit code</label>
            {/* The refusal is the form's message (by the button), which names this code: the control points to it. */}
            <input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              // Focus starts here, and returns here after a refused code, which is emptied (a new input), with or
              // without JavaScript.
              autoFocus={autoFocus || Boolean(state.message)}
              key={state.message ? `refused-${state.message}` : 'code'}
              aria-invalid={Boolean(state.message)}
              aria-describedby={`${id}-hint ${id}-message`}
            />
            <p id={`${id}-hint`} className={styles.hint}>
              Open your authenticator app and enter the code it shows for the Corcym back office.
            </p>
          </div>
        </>
      )}
    </AdminForm>
  );
}
