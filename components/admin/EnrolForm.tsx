'use client';
import { useActionState } from 'react';
import styles from './admin.module.scss';
import { CodeForm } from './CodeForm';
import { FormMessage } from './FormMessage';

type State = { error?: string; uri?: string; secret?: string };
type Action = (state: State, form: FormData) => Promise<State>;

/** Sets up an authenticator app: password, then the secret to add to the app, then its first code. */
export function EnrolForm({ start, confirm }: { start: Action; confirm: Action }) {
  const [state, formAction, pending] = useActionState(start, {});
  if (state.uri) {
    return (
      <div>
        <h2>Add this account to your authenticator app</h2>
        <p>In the app, choose to add an account with a setup key and enter this key (time-based):</p>
        <p className={styles.code} id="totp-secret">
          {state.secret}
        </p>
        <p className={styles.hint}>Apps that accept a link can use this one instead:</p>
        <p className={styles.code}>{state.uri}</p>
        <h2>Confirm with a code</h2>
        <CodeForm action={confirm} submitLabel="Confirm authenticator" autoFocus />
      </div>
    );
  }
  return (
    <form className={styles.form} action={formAction} aria-describedby="enrol-message" noValidate>
      <div className={styles.field}>
        <label htmlFor="enrol-password">Your password</label>
        <input id="enrol-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <FormMessage id="enrol-message" error={state.error} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Preparing…' : 'Set up an authenticator app'}
        </button>
      </div>
    </form>
  );
}
