'use client';
import type { AdminFormState } from '@/lib/forms/action-state';
import styles from './admin.module.scss';
import { CodeForm } from './CodeForm';
import { AdminField } from './form/AdminField';
import { AdminForm } from './form/AdminForm';

type State = AdminFormState & { uri?: string; secret?: string };
type Action = (state: State, form: FormData) => Promise<State>;

/** Sets up an authenticator app: password, then the secret to add to the app, then its first code. */
export function EnrolForm({ start, confirm }: { start: Action; confirm: Action }) {
  return (
    <AdminForm
      action={start}
      prefix="enrol"
      submitLabel="Set up an authenticator app"
      pendingLabel="Preparing…"
      then={(state) => state.uri && <Secret uri={state.uri} secret={state.secret} confirm={confirm} />}
    >
      <AdminField name="password" label="Your password" type="password" autoComplete="current-password" required />
    </AdminForm>
  );
}

/** The secret to add to the app, and the form that confirms it with a first code. */
function Secret({ uri, secret, confirm }: { uri: string; secret?: string; confirm: Action }) {
  return (
    <div>
      <h2>Add this account to your authenticator app</h2>
      <p>In the app, choose to add an account with a setup key and enter this key (time-based):</p>
      <p className={styles.code} id="totp-secret">
        {secret}
      </p>
      <p className={styles.hint}>Apps that accept a link can use this one instead:</p>
      <p className={styles.code}>{uri}</p>
      <h2>Confirm with a code</h2>
      <CodeForm action={confirm} submitLabel="Confirm authenticator" autoFocus />
    </div>
  );
}
