'use client';
import { useActionState, useId } from 'react';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';

type State = { error?: string };

/** A 6-digit authenticator code, for the sign-in's second step and for confirming a new authenticator. */
export function CodeForm({
  action,
  next,
  submitLabel,
  autoFocus = false,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  next?: string;
  submitLabel: string;
  /** On a page whose one task is this code (the sign-in's second step, confirming an authenticator). */
  autoFocus?: boolean;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  const id = useId();
  return (
    <form className={styles.form} action={formAction} aria-describedby={`${id}-message`} noValidate>
      {next && <input type="hidden" name="next" value={next} />}
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>6-digit code</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          // Focus starts here, and returns here after a refused code (the form is answered by re-rendering it).
          autoFocus={autoFocus || Boolean(state.error)}
          key={state.error ? `refused-${state.error}` : 'code'}
          aria-invalid={Boolean(state.error)}
          aria-describedby={`${id}-hint ${id}-message`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          Open your authenticator app and enter the code it shows for the Corcym back office.
        </p>
      </div>
      <FormMessage id={`${id}-message`} error={state.error} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Checking…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
