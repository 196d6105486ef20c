'use client';
import { useActionState } from 'react';
import type { EraseState } from '@/app/admin/(console)/privacy/actions';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';

/** The irreversible step: the officer types the address again; the server compares before erasing anything. */
export function PrivacyErase({
  email,
  erase,
}: {
  email: string;
  erase: (state: EraseState, form: FormData) => Promise<EraseState>;
}) {
  const [state, formAction, pending] = useActionState(erase, {});
  if (state.erased) {
    const done = state.erased;
    return (
      <p className={`${styles.message} ${styles.success}`} role="status">
        Erased {done.email}: {done.leads} leads, {done.brochureRequests} brochure requests, {done.onboardingSubmissions}{' '}
        onboarding submissions and {done.mail} e-mails anonymised; {done.learnerAccounts} learner account deleted;{' '}
        {done.files} files deleted
        {done.filesFailed ? ` (${done.filesFailed} could not be deleted: see the server log)` : ''}.
      </p>
    );
  }
  return (
    <form
      className={`${styles.form} ${styles.dangerZone}`}
      action={formAction}
      noValidate
      aria-labelledby="erase-heading"
    >
      <h3 id="erase-heading">Erase this person</h3>
      <p className={styles.hint} id="erase-hint">
        This cannot be undone. Names, addresses, messages, notes and uploaded files are removed; form rows are kept
        without them so totals stay right; the academy account is deleted with its progress.
      </p>
      <input type="hidden" name="email" value={email} />
      <div className={styles.field}>
        <label htmlFor="erase-confirmation">Type {email} to confirm</label>
        <input
          id="erase-confirmation"
          name="confirmation"
          type="email"
          autoComplete="off"
          required
          aria-invalid={Boolean(state.fieldError)}
          aria-describedby={`erase-hint erase-confirmation-message`}
        />
        <FormMessage id="erase-confirmation-message" error={state.fieldError} />
      </div>
      <div>
        <button className={styles.danger} type="submit">
          {pending ? 'Erasing…' : 'Erase permanently'}
        </button>
      </div>
    </form>
  );
}
