'use client';
import { useActionState } from 'react';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';

type State = { error?: string };

/** The staff sign-in, step one. A server action does all the checking; this only keeps the answer on screen. */
export function SignInForm({
  action,
  next,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  next: string;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form className={styles.form} action={formAction} aria-describedby="sign-in-message" noValidate>
      <input type="hidden" name="next" value={next} />
      <div className={styles.field}>
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" type="email" autoComplete="username" required />
      </div>
      <div className={styles.field}>
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <FormMessage id="sign-in-message" error={state.error} />
      <div>
        <button className={styles.button} type="submit">
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </div>
    </form>
  );
}
