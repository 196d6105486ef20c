'use client';
import type { EraseState } from '@/lib/admin/privacy-states';
import styles from './admin.module.scss';
import { FormMessage } from './FormMessage';
import type { FormEvent, RefObject } from 'react';

/**
 * The irreversible step: the officer types the address again; the server compares before erasing anything. Its
 * answer is held by PrivacyLookup, which shows what is left afterwards.
 */
export function PrivacyErase({
  email,
  search,
  state,
  action,
  onSubmit,
  pending,
  formRef,
}: {
  email: string;
  search?: string;
  state: EraseState;
  action: (form: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.dangerZone}`}
      action={action}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="erase-heading"
    >
      <h3 id="erase-heading">Erase this person</h3>
      <p className={styles.hint} id="erase-hint">
        This cannot be undone. Names, addresses, messages, notes and uploaded files are removed; form rows are kept
        without them so totals stay right; the academy account is deleted with its progress.
      </p>
      <input type="hidden" name="email" value={email} />
      {search && <input type="hidden" name="search" value={search} />}
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
