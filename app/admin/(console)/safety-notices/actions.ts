'use server';
import { redirect } from 'next/navigation';
import {
  DEVICE_ROWS,
  FILE_ROWS,
  MAX_NOTICE_PDF_BYTES,
  noticeFieldsSchema,
  parseDeviceRows,
} from '@/lib/safety-notices/draft';
import type { NoticeDraftState } from '@/lib/safety-notices/draft-state';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import {
  approveNotice,
  closeNotice,
  createNoticeDraft,
  isPdfBytes,
  NoticeChangeError,
  type DraftFile,
} from '@/lib/server/safety-notices/admin';
import { revalidateNoticePages } from '@/lib/server/safety-notices/revalidate';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { firstErrors } from '@/lib/forms/action-state';

const LIST = '/admin/safety-notices';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;
const noticePath = (id: string) => `${LIST}/${id}`;

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A new notice, stored as a draft by the signed-in member (documents.write). */
export async function createNoticeAction(previous: NoticeDraftState, posted: FormData): Promise<NoticeDraftState> {
  const form = actionForm(previous, posted);
  const staff = await requireStaff('documents.write', `${LIST}/new`);
  const names = ['reference', 'title', 'summary', 'issuedOn', 'countries'];
  for (let row = 1; row <= DEVICE_ROWS; row++) names.push(`device_${row}`, `udi_${row}`, `ranges_${row}`);
  for (let row = 1; row <= FILE_ROWS; row++) names.push(`language_${row}`);
  const values = Object.fromEntries(names.map((name) => [name, textOf(form, name)]));
  const parsed = noticeFieldsSchema.safeParse(values);
  const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error);
  const devices = parseDeviceRows((name) => values[name] ?? '');
  Object.assign(errors, devices.errors);
  const files: DraftFile[] = [];
  for (let row = 1; row <= FILE_ROWS; row++) {
    const file = form.get(`file_${row}`);
    const language = (values[`language_${row}`] ?? '').trim();
    const chosen = file instanceof File && file.size > 0;
    if (!chosen && !language) continue;
    if (!chosen) {
      errors[`file_${row}`] = 'Choose the PDF of this language.';
      continue;
    }
    if (!LANGUAGE.test(language)) errors[`language_${row}`] = 'Enter a language code, e.g. en, it, de.';
    if (file.size > MAX_NOTICE_PDF_BYTES) {
      errors[`file_${row}`] = 'The PDF is larger than 20 MB.';
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isPdfBytes(bytes)) errors[`file_${row}`] = 'This file is not a PDF.';
    else files.push({ language, bytes });
  }
  if (new Set(files.map((file) => file.language)).size !== files.length)
    errors.language_1 ??= 'Give each language once.';
  if (!parsed.success || Object.keys(errors).length > 0)
    return { errors, values, message: 'The draft was not saved. Please check the highlighted fields.' };
  let id: string;
  try {
    id = await createNoticeDraft(
      await getDb(),
      { ...auditActor(staff), id: staff.id },
      parsed.data,
      devices.devices,
      files,
    );
  } catch (error) {
    if (error instanceof NoticeChangeError && error.message === 'reference-taken')
      return { errors: { reference: 'A notice with this reference already exists.' }, values };
    throw error;
  }
  redirect(`${noticePath(id)}?notice=created`);
}

/** Approval by a different member re-entering their password; the notice is then public. */
export async function approveNoticeAction(posted: FormData): Promise<void> {
  const form = actionForm(posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  let result;
  try {
    result = await approveNotice(await getDb(), staff, auditActor(staff), id, textOf(form, 'password'));
  } catch (error) {
    if (error instanceof NoticeChangeError) redirect(`${noticePath(id)}?error=${error.message}`);
    throw error;
  }
  if (!result.ok) redirect(`${noticePath(id)}?error=${result.reason}#approve`);
  revalidateNoticePages(result.deviceKeys ?? []);
  redirect(`${noticePath(id)}?notice=approved`);
}

/** Closes an open notice; it stays in the public register as closed. */
export async function closeNoticeAction(posted: FormData): Promise<void> {
  const form = actionForm(posted);
  const staff = await requireStaff('documents.approve', LIST);
  const id = textOf(form, 'id');
  if (!ID.test(id)) redirect(LIST);
  let deviceKeys: string[];
  try {
    deviceKeys = await closeNotice(await getDb(), auditActor(staff), id);
  } catch (error) {
    if (error instanceof NoticeChangeError) redirect(`${noticePath(id)}?error=${error.message}`);
    throw error;
  }
  revalidateNoticePages(deviceKeys);
  redirect(`${noticePath(id)}?notice=closed`);
}
