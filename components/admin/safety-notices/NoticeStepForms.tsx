'use client';
import type { ReactNode } from 'react';
import styles from '../admin.module.scss';
import { FormMessage } from '../FormMessage';
import { useAdminForm, type AdminFormState } from '../useAdminForm';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

/** A field's error under it, tied to the control by aria-describedby. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className={`${styles.message} ${styles.error}`}>
      {message}
    </p>
  );
}

/** The form's summary: the message and each field's error, linked to the field. Focus lands on it after a refusal. */
function Summary({
  state,
  prefix,
  messageRef,
}: {
  state: AdminFormState;
  prefix: string;
  messageRef: React.Ref<HTMLParagraphElement>;
}) {
  const errors = Object.entries(state.fields ?? {});
  return (
    <div>
      <FormMessage ref={messageRef} error={state.error} success={state.success} />
      {errors.length > 0 && (
        <ul className={styles.error}>
          {errors.map(([name, message]) => (
            <li key={name}>
              <a href={`#${prefix}-${name}`}>{message}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A step that a second member signs: their password and a box to tick ("I have read…"), so Enter in the password
 * field alone never approves (the server refuses an unticked box too, with or without JavaScript).
 */
function SignedStepForm({
  action,
  noticeId,
  prefix,
  readLabel,
  hint,
  submit,
  danger,
}: {
  action: Action;
  noticeId: string;
  prefix: string;
  readLabel: ReactNode;
  hint: string;
  submit: string;
  danger?: boolean;
}) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm(
    action,
    {},
    { focusSummary: true },
  );
  const passwordError = state.fields?.password;
  const readError = state.fields?.read;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="id" value={noticeId} />
      <div className={styles.field}>
        <span className={styles.confirm}>
          <input
            id={`${prefix}-read`}
            type="checkbox"
            name="read"
            value="yes"
            defaultChecked={value('read') === 'yes'}
            aria-invalid={Boolean(readError)}
            aria-describedby={readError ? `${prefix}-read-error` : undefined}
          />
          <label htmlFor={`${prefix}-read`}>{readLabel}</label>
        </span>
        <FieldError id={`${prefix}-read-error`} message={readError} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${prefix}-password`}>Your password</label>
        <input
          id={`${prefix}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(passwordError)}
          aria-describedby={[`${prefix}-password-hint`, passwordError ? `${prefix}-password-error` : '']
            .filter(Boolean)
            .join(' ')}
        />
        <p id={`${prefix}-password-hint`} className={styles.hint}>
          {hint}
        </p>
        <FieldError id={`${prefix}-password-error`} message={passwordError} />
      </div>
      <Summary state={state} prefix={prefix} messageRef={messageRef} />
      <div>
        <button type="submit" className={`${styles.button} ${danger ? styles.danger : ''}`} disabled={pending}>
          {pending ? 'Working…' : submit}
        </button>
      </div>
    </form>
  );
}

export function ApproveNoticeForm({ action, noticeId }: { action: Action; noticeId: string }) {
  return (
    <SignedStepForm
      action={action}
      noticeId={noticeId}
      prefix="approve"
      readLabel="I have read the draft and its PDFs, and checked them against the signed notice"
      hint="Approving makes the notice public at once. Re-enter your own password; the author cannot approve."
      submit="Approve and publish"
    />
  );
}

export function ConfirmCloseForm({ action, noticeId }: { action: Action; noticeId: string }) {
  return (
    <SignedStepForm
      action={action}
      noticeId={noticeId}
      prefix="confirm-close"
      readLabel="I have read the reason for closing and agree the field action is complete"
      hint="Closing takes the notice off its devices’ pages at once; it stays on the register, marked closed. The colleague who asked cannot confirm."
      submit="Confirm closing"
      danger
    />
  );
}

/** A step that takes a reason (kept when refused): asking to close, rejecting a draft. */
function ReasonStepForm({
  action,
  noticeId,
  prefix,
  label,
  hint,
  submit,
  danger,
}: {
  action: Action;
  noticeId: string;
  prefix: string;
  label: string;
  hint: string;
  submit: string;
  danger?: boolean;
}) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm(
    action,
    {},
    { focusSummary: true },
  );
  const error = state.fields?.reason;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="id" value={noticeId} />
      <div className={styles.field}>
        <label htmlFor={`${prefix}-reason`}>{label}</label>
        <textarea
          id={`${prefix}-reason`}
          name="reason"
          rows={3}
          maxLength={2000}
          defaultValue={value('reason')}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${prefix}-reason-hint`, error ? `${prefix}-reason-error` : ''].filter(Boolean).join(' ')}
        />
        <p id={`${prefix}-reason-hint`} className={styles.hint}>
          {hint}
        </p>
        <FieldError id={`${prefix}-reason-error`} message={error} />
      </div>
      <Summary state={state} prefix={prefix} messageRef={messageRef} />
      <div>
        <button type="submit" className={`${styles.button} ${danger ? styles.danger : ''}`} disabled={pending}>
          {pending ? 'Working…' : submit}
        </button>
      </div>
    </form>
  );
}

/** The first step of closing: the reason, kept when refused. */
export function RequestCloseForm({ action, noticeId }: { action: Action; noticeId: string }) {
  return (
    <ReasonStepForm
      action={action}
      noticeId={noticeId}
      prefix="close"
      label="Reason for closing"
      hint="For example: the field action is complete, with the reference of the closing record. A different colleague then confirms with their password; until then the notice stays open."
      submit="Request closing"
    />
  );
}

/** A reviewer (not the author) rejects a draft, saying what to correct. */
export function RejectNoticeForm({ action, noticeId }: { action: Action; noticeId: string }) {
  return (
    <ReasonStepForm
      action={action}
      noticeId={noticeId}
      prefix="reject"
      label="Reason for rejecting"
      hint="What the author must correct, e.g. a lot range that does not match the signed notice. The author sees it and can start a corrected draft from this one."
      submit="Reject the draft"
      danger
    />
  );
}

/** The author withdraws their draft before approval: a box to tick, so one click alone never withdraws. */
export function WithdrawDraftForm({ action, noticeId }: { action: Action; noticeId: string }) {
  const { state, formAction, pending, onSubmit, formRef, messageRef, value } = useAdminForm(
    action,
    {},
    { focusSummary: true },
  );
  const error = state.fields?.confirm;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      <input type="hidden" name="id" value={noticeId} />
      <div className={styles.field}>
        <span className={styles.confirm}>
          <input
            id="withdraw-confirm"
            type="checkbox"
            name="confirm"
            value="yes"
            defaultChecked={value('confirm') === 'yes'}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'withdraw-confirm-error' : undefined}
          />
          <label htmlFor="withdraw-confirm">Withdraw this draft: it will never be approved or public</label>
        </span>
        <FieldError id="withdraw-confirm-error" message={error} />
      </div>
      <Summary state={state} prefix="withdraw" messageRef={messageRef} />
      <div>
        <button type="submit" className={`${styles.button} ${styles.danger}`} disabled={pending}>
          {pending ? 'Working…' : 'Withdraw the draft'}
        </button>
      </div>
    </form>
  );
}

/** Withdraws the pending request to close. */
export function WithdrawCloseForm({ action, noticeId }: { action: Action; noticeId: string }) {
  const { state, formAction, pending, onSubmit, formRef, messageRef } = useAdminForm(
    action,
    {},
    { focusSummary: true },
  );
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit}>
      <input type="hidden" name="id" value={noticeId} />
      <FormMessage ref={messageRef} error={state.error} />
      <button type="submit" className={styles.button} disabled={pending}>
        Withdraw the request to close
      </button>
    </form>
  );
}
