'use server';
import { checkPdfStructure } from '@/lib/server/pdf-structure';
import { cleanFileName } from '@/lib/validations/file-name';
import { redirect } from 'next/navigation';
import {
  deviceRowCount,
  FILE_ROWS,
  MAX_DEVICE_ROWS,
  MAX_NOTICE_PDF_BYTES,
  noticePdfsTooLarge,
  noticeFieldsSchema,
  parseDeviceRows,
} from '@/lib/safety-notices/draft';
import type { NoticeDraftState } from '@/lib/safety-notices/draft-state';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import {
  approveNotice,
  confirmNoticeClose,
  createNoticeDraft,
  NoticeChangeError,
  rejectNotice,
  requestNoticeClose,
  withdrawNoticeClose,
  withdrawNoticeDraft,
  type DraftFile,
} from '@/lib/server/safety-notices/admin';
import { revalidateNoticePages } from '@/lib/server/safety-notices/revalidate';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { firstErrors } from '@/lib/forms/action-state';
import type { AdminFormState } from '@/lib/forms/action-state';

const LIST = '/admin/safety-notices';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const noticePath = (id: string) => `${LIST}/${id}`;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * A new notice, stored as a draft by the signed-in member (documents.write); with `corrects`, the author's
 * corrected version of their rejected draft. The "Add another device" button (intent add-device) stores nothing:
 * it answers the form with every value kept and one more device row, with or without JavaScript.
 */
export async function createNoticeAction(previous: NoticeDraftState, posted: FormData): Promise<NoticeDraftState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.write', `${LIST}/new`);
  let rows = deviceRowCount(textOf(form, 'device_rows'));
  const names = ['reference', 'title', 'summary', 'issuedOn'];
  for (let row = 1; row <= rows; row++) names.push(`device_${row}`, `udi_${row}`, `ranges_${row}`);
  for (let row = 1; row <= FILE_ROWS; row++) names.push(`language_${row}`);
  const values: Record<string, string> = Object.fromEntries(names.map((name) => [name, textOf(form, name)]));
  // One value per ticked country (the list), joined as the stored form reads them.
  values.countries = form
    .getAll('countries')
    .filter((value): value is string => typeof value === 'string')
    .join(',');
  const corrects = textOf(form, 'corrects');
  if (ID.test(corrects)) values.corrects = corrects;
  if (textOf(form, 'intent') === 'add-device') {
    for (let row = 1; row <= FILE_ROWS; row++) {
      const file = form.get(`file_${row}`);
      if (file instanceof File && file.size > 0) values[`file_${row}_name`] = cleanFileName(file.name);
    }
    if (rows >= MAX_DEVICE_ROWS)
      return {
        values,
        deviceRows: rows,
        message: `The draft was not saved: a notice has at most ${MAX_DEVICE_ROWS} device rows in one form.`,
      };
    rows += 1;
    return { values, deviceRows: rows, added: rows };
  }
  const parsed = noticeFieldsSchema.safeParse(values);
  const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error);
  const devices = parseDeviceRows((name) => values[name] ?? '', rows);
  Object.assign(errors, devices.errors);
  const files: DraftFile[] = [];
  let filesBytes = 0;
  for (let row = 1; row <= FILE_ROWS; row++) {
    const file = form.get(`file_${row}`);
    const language = (values[`language_${row}`] ?? '').trim();
    const chosen = file instanceof File && file.size > 0;
    // The chosen file's name comes back with a refusal: a browser cannot prefill a file field.
    if (chosen) values[`file_${row}_name`] = cleanFileName(file.name);
    if (!chosen && !language) continue;
    if (!chosen) {
      errors[`file_${row}`] = 'Choose the PDF of this language.';
      continue;
    }
    if (!LANGUAGE.test(language)) errors[`language_${row}`] = 'Enter a language code, e.g. en, it, de.';
    filesBytes += file.size;
    if (filesBytes > MAX_NOTICE_PDF_BYTES) {
      errors[`file_${row}`] = noticePdfsTooLarge(filesBytes);
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const structure = checkPdfStructure(bytes);
    if (!structure.ok) errors[`file_${row}`] = structure.message;
    else files.push({ language, bytes });
  }
  if (new Set(files.map((file) => file.language)).size !== files.length)
    errors.language_1 ??= 'Give each language once.';
  if (!parsed.success || Object.keys(errors).length > 0) {
    const count = Object.keys(errors).length;
    return {
      errors,
      values,
      deviceRows: rows,
      message: `The draft was not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} correcting, listed below.`,
    };
  }
  let id: string;
  try {
    id = await createNoticeDraft(
      await getDb(),
      { ...auditActor(staff), id: staff.id },
      parsed.data,
      devices.devices,
      files,
      undefined,
      { corrects: values.corrects },
    );
  } catch (error) {
    if (error instanceof NoticeChangeError && error.message === 'reference-taken')
      return {
        errors: { reference: 'A notice with this reference already exists.' },
        values,
        deviceRows: rows,
        message: 'The draft was not saved: one field needs correcting, listed below.',
      };
    if (error instanceof NoticeChangeError && ['missing', 'not-rejected', 'not-author'].includes(error.message))
      return {
        values,
        deviceRows: rows,
        message:
          'The draft was not saved: only the author of a rejected draft can correct it, once it is rejected. Start a new notice instead.',
      };
    throw error;
  }
  redirect(`${noticePath(id)}?notice=created`);
}

/** What the approve and close forms get back: the message, each field's error, and what was typed. */

const REFUSED = 'Nothing was changed. Please correct the marked fields.';
const ticked = (form: FormData, name: string) => form.get(name) === 'yes';

const stepErrors: Record<string, { field?: string; message: string }> = {
  missing: { message: 'That notice no longer exists.' },
  'not-draft': { message: 'This notice is no longer a draft.' },
  'not-open': { message: 'Only an open notice can be closed.' },
  'close-reason': { field: 'reason', message: 'Give the reason for closing (e.g. the field action is complete).' },
  'close-reason-long': { field: 'reason', message: 'The reason is longer than 2,000 characters.' },
  'close-requested': {
    message: 'A colleague has already asked to close this notice; confirm or withdraw that request.',
  },
  'no-close-request': { message: 'Nobody has asked to close this notice (or the request was withdrawn).' },
  'reject-reason': { field: 'reason', message: 'Give the reason for rejecting: what the author must correct.' },
  'reject-reason-long': { field: 'reason', message: 'The reason is longer than 2,000 characters.' },
  'own-draft': { message: 'You wrote this draft, so a different colleague has to review it.' },
  'not-author': { message: 'Only the author of this draft can withdraw it.' },
};

/** A refusal of the data layer as the form's answer; anything else throws. */
function refusedStep(error: unknown, values: Record<string, string>): AdminFormState {
  if (!(error instanceof NoticeChangeError)) throw error;
  const known = stepErrors[error.message] ?? { message: error.message };
  return known.field
    ? { message: REFUSED, errors: { [known.field]: known.message }, values }
    : { message: known.message, values };
}

/** A refused second approval (wrong password, own request, locked) as the form's answer. */
function refusedApproval(
  check: { reason: string; message: string },
  ownMessage: string,
  values: Record<string, string>,
): AdminFormState {
  if (check.reason === 'wrong-password') return { message: REFUSED, errors: { password: check.message }, values };
  return { message: check.reason === 'own-draft' ? ownMessage : check.message, values };
}

/** Approval by a different member re-entering their password and ticking that they read the draft; the notice is then public. */
export async function approveNoticeAction(previous: AdminFormState, posted: FormData): Promise<AdminFormState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  const values = { read: ticked(form, 'read') ? 'yes' : '' };
  if (!ticked(form, 'read'))
    return {
      message: REFUSED,
      errors: { read: 'Tick “I have read the draft and its PDFs” to approve.' },
      values,
    };
  let result;
  try {
    result = await approveNotice(await getDb(), staff, auditActor(staff), id, textOf(form, 'password'));
  } catch (error) {
    return refusedStep(error, values);
  }
  if (!result.ok)
    return refusedApproval(result, 'You wrote this draft, so a different colleague has to approve it.', values);
  revalidateNoticePages(result.deviceKeys ?? []);
  redirect(`${noticePath(id)}?notice=approved#result`);
}

/** The first step of closing: a member with documents.approve asks, with the reason. Nothing public changes yet. */
export async function requestCloseNoticeAction(previous: AdminFormState, posted: FormData): Promise<AdminFormState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  const values = { reason: textOf(form, 'reason') };
  try {
    await requestNoticeClose(await getDb(), staff, auditActor(staff), id, values.reason);
  } catch (error) {
    return refusedStep(error, values);
  }
  redirect(`${noticePath(id)}?notice=close-requested#result`);
}

/** The second step: a different member confirms with their password; the notice is closed and leaves the device pages. */
export async function confirmCloseNoticeAction(previous: AdminFormState, posted: FormData): Promise<AdminFormState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  const values = { read: ticked(form, 'read') ? 'yes' : '' };
  if (!ticked(form, 'read'))
    return { message: REFUSED, errors: { read: 'Tick “I have read the reason for closing” to confirm.' }, values };
  let result;
  try {
    result = await confirmNoticeClose(await getDb(), staff, auditActor(staff), id, textOf(form, 'password'));
  } catch (error) {
    return refusedStep(error, values);
  }
  if (!result.ok)
    return refusedApproval(
      result,
      'You asked to close this notice, so a different colleague has to confirm it.',
      values,
    );
  revalidateNoticePages(result.deviceKeys ?? []);
  redirect(`${noticePath(id)}?notice=closed#result`);
}

/** Withdraws a pending request to close; the notice stays open. */
export async function withdrawCloseNoticeAction(previous: AdminFormState, posted: FormData): Promise<AdminFormState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  try {
    await withdrawNoticeClose(await getDb(), auditActor(staff), id);
  } catch (error) {
    return refusedStep(error, {});
  }
  redirect(`${noticePath(id)}?notice=close-withdrawn#result`);
}

/** A member other than the author rejects a draft, saying what to correct; nothing public changes. */
export async function rejectNoticeAction(previous: AdminFormState, posted: FormData): Promise<AdminFormState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  const values = { reason: textOf(form, 'reason') };
  try {
    await rejectNotice(await getDb(), staff, auditActor(staff), id, values.reason);
  } catch (error) {
    return refusedStep(error, values);
  }
  redirect(`${noticePath(id)}?notice=rejected#result`);
}

/** The author withdraws their own draft before approval; it is never public. */
export async function withdrawNoticeDraftAction(previous: AdminFormState, posted: FormData): Promise<AdminFormState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.write', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  const values = { confirm: ticked(form, 'confirm') ? 'yes' : '' };
  if (!ticked(form, 'confirm'))
    return { message: REFUSED, errors: { confirm: 'Tick “Withdraw this draft” to withdraw it.' }, values };
  try {
    await withdrawNoticeDraft(await getDb(), staff, auditActor(staff), id);
  } catch (error) {
    return refusedStep(error, values);
  }
  redirect(`${noticePath(id)}?notice=withdrawn#result`);
}
