'use client';
import Link from 'next/link';
import { useActionState } from 'react';
import { Field } from '@/components/forms/Field';
import { idleFormState, type FormActionState } from '@/lib/forms/action-state';
import styles from './AccountForm.module.scss';
import buttonStyles from './PrimaryButton.module.scss';

type State = FormActionState<'password' | 'confirm'>;

/** The invited (or reset) learner's new password; the server checks the link and the password rule. */
export function SetPasswordForm({
  token,
  action,
}: {
  token: string;
  action: (state: State, form: FormData) => Promise<State>;
}) {
  const [state, formAction, pending] = useActionState<State, FormData>(action, idleFormState);
  if (state.status === 'sent') {
    return (
      <p className={styles.notice} role="status">
        Your password is set. <Link href="/login?next=%2Facademy">Sign in to the academy</Link> with your e-mail address
        and the new password.
      </p>
    );
  }
  return (
    <form action={formAction} noValidate className={styles.loginForm}>
      {state.message && (
        <p className={styles.formError} role="alert">
          {state.message}
        </p>
      )}
      <input type="hidden" name="token" value={token} />
      <Field
        label="New password (at least 10 characters)"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={state.errors?.password}
      />
      <Field
        label="New password again"
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        error={state.errors?.confirm}
      />
      <button type="submit" className={buttonStyles.primaryButton} aria-busy={pending}>
        {pending ? 'Saving…' : 'Set password'}
      </button>
    </form>
  );
}
