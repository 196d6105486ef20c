'use client';
import type { EraseState } from '@/lib/admin/privacy-states';
import styles from './admin.module.scss';
import type { FormEvent, RefObject } from 'react';
import { AdminField } from './form/AdminField';
import { AdminFormAnswer } from './form/AdminForm';
import { FormSummary } from './form/FormSummary';

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
      <input type="hidden" name="email" value={email} />
      {search && <input type="hidden" name="search" value={search} />}
      <AdminFormAnswer state={state} prefix="erase">
        <AdminField
          name="confirmation"
          label={`Type ${email} to confirm`}
          type="email"
          required
          hint="This cannot be undone. Names, addresses, messages, notes and uploaded files are removed; form rows are kept without them so totals stay right; the academy account is deleted with its progress."
        />
      </AdminFormAnswer>
      {/* "Nothing was erased." by the button; focus goes to the refused confirmation (useAdminForm). */}
      <FormSummary state={state} prefix="erase" linked={false} messageRef={null} />
      <div>
        <button className={styles.danger} type="submit">
          {pending ? 'Erasing…' : 'Erase permanently'}
        </button>
      </div>
    </form>
  );
}
