'use client';
import type { ReactNode } from 'react';
import type { AdminFormState } from '@/lib/forms/action-state';
import { AdminField } from '../form/AdminField';
import { AdminForm } from '../form/AdminForm';
import { SignedStep } from '../form/SignedStep';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
type StepProps = { action: Action; noticeId: string };

/**
 * One step of a notice's life, sent with the notice's id: its fields, a summary by the button that names each
 * refused field and takes focus, every value kept when refused (with and without JavaScript).
 */
function StepForm({
  action,
  noticeId,
  prefix,
  submit,
  danger,
  children,
}: StepProps & { prefix: string; submit: string; danger?: boolean; children?: ReactNode }) {
  return (
    <AdminForm action={action} prefix={prefix} summary submitLabel={submit} pendingLabel="Working…" danger={danger}>
      <input type="hidden" name="id" value={noticeId} />
      {children}
    </AdminForm>
  );
}

/** A step form from its settings and its fields: each export below is one line of this table. */
function stepForm(step: { prefix: string; submit: string; danger?: boolean }, fields?: ReactNode) {
  return function NoticeStep(props: StepProps) {
    return (
      <StepForm {...props} {...step}>
        {fields}
      </StepForm>
    );
  };
}

/** A reason (kept when refused): asking to close, rejecting a draft. */
const reason = (label: string, hint: string) => (
  <AdminField name="reason" as="textarea" maxLength={2000} label={label} hint={hint} />
);

export const ApproveNoticeForm = stepForm(
  { prefix: 'approve', submit: 'Approve and publish' },
  <SignedStep
    readLabel="I have read the draft and its PDFs, and checked them against the signed notice"
    hint="Approving makes the notice public at once. Re-enter your own password; the author cannot approve."
  />,
);

export const ConfirmCloseForm = stepForm(
  { prefix: 'confirm-close', submit: 'Confirm closing', danger: true },
  <SignedStep
    readLabel="I have read the reason for closing and agree the field action is complete"
    hint="Closing takes the notice off its devices’ pages at once; it stays on the register, marked closed. The colleague who asked cannot confirm."
  />,
);

/** The first step of closing: the reason, kept when refused. */
export const RequestCloseForm = stepForm(
  { prefix: 'close', submit: 'Request closing' },
  reason(
    'Reason for closing',
    'For example: the field action is complete, with the reference of the closing record. A different colleague then confirms with their password; until then the notice stays open.',
  ),
);

/** A reviewer (not the author) rejects a draft, saying what to correct. */
export const RejectNoticeForm = stepForm(
  { prefix: 'reject', submit: 'Reject the draft', danger: true },
  reason(
    'Reason for rejecting',
    'What the author must correct, e.g. a lot range that does not match the signed notice. The author sees it and can start a corrected draft from this one.',
  ),
);

/** The author withdraws their draft before approval: a box to tick, so one click alone never withdraws. */
export const WithdrawDraftForm = stepForm(
  { prefix: 'withdraw', submit: 'Withdraw the draft', danger: true },
  <AdminField
    name="confirm"
    type="checkbox"
    value="yes"
    label="Withdraw this draft: it will never be approved or public"
  />,
);

/** Withdraws the pending request to close. */
export const WithdrawCloseForm = stepForm({ prefix: 'withdraw-close', submit: 'Withdraw the request to close' });
