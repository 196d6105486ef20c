'use server';
import type { AdminFormState } from '@/lib/forms/action-state';
import { actionForm } from '@/lib/server/action-form';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/server/db';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { changeRole, createStaff, resetTotp, setActive, StaffChangeError } from '@/lib/server/staff/members';
import { isConfirmed, sentValues } from '@/lib/server/staff/form-values';
import { staffCreateSchema, staffIdSchema, staffRoleChangeSchema } from '@/lib/validations/staff';

const STAFF_PATH = '/admin/staff';

export async function createStaffAction(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_previous, form);
  const staff = await requireStaff('staff.manage', STAFF_PATH);
  const parsed = staffCreateSchema.safeParse({
    email: form.get('email'),
    name: form.get('name'),
    role: form.get('role'),
    password: form.get('password'),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    const count = Object.keys(fields).length;
    return {
      message: `Nobody was added. Please correct the ${count === 1 ? 'field' : 'fields'} marked above.`,
      errors: fields,
      values: sentValues(form),
    };
  }
  try {
    const member = await createStaff(await getDb(), auditActor(staff), parsed.data);
    revalidatePath(STAFF_PATH);
    return { saved: true, message: `${member.email} can now sign in at /admin/login.`, key: member.id };
  } catch (error) {
    if (error instanceof StaffChangeError) return { message: error.message, values: sentValues(form) };
    throw error;
  }
}

/** Row actions answer by coming back to the list with a notice, so they work as plain forms too. */
async function rowChange(form: FormData, change: (id: string) => Promise<unknown>, notice: string): Promise<never> {
  const parsed = staffIdSchema.safeParse({ id: form.get('id') });
  if (!parsed.success) redirect(`${STAFF_PATH}?error=unknown`);
  try {
    await change(parsed.data.id);
  } catch (error) {
    if (error instanceof StaffChangeError)
      redirect(`${STAFF_PATH}?error=${/own account/.test(error.message) ? 'self' : 'unknown'}`);
    throw error;
  }
  revalidatePath(STAFF_PATH);
  redirect(`${STAFF_PATH}?notice=${notice}`);
}

export async function changeRoleAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('staff.manage', STAFF_PATH);
  const parsed = staffRoleChangeSchema.safeParse({ id: form.get('id'), role: form.get('role') });
  if (!parsed.success) redirect(`${STAFF_PATH}?error=role`);
  await rowChange(form, async (id) => changeRole(await getDb(), auditActor(staff), id, parsed.data.role), 'role');
}

export async function deactivateAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('staff.manage', STAFF_PATH);
  if (!isConfirmed(form)) redirect(`${STAFF_PATH}?error=confirm`);
  await rowChange(form, async (id) => setActive(await getDb(), auditActor(staff), id, false), 'deactivated');
}

export async function reactivateAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('staff.manage', STAFF_PATH);
  await rowChange(form, async (id) => setActive(await getDb(), auditActor(staff), id, true), 'reactivated');
}

export async function resetTotpAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('staff.manage', STAFF_PATH);
  if (!isConfirmed(form)) redirect(`${STAFF_PATH}?error=confirm`);
  await rowChange(form, async (id) => resetTotp(await getDb(), auditActor(staff), id), 'totp');
}
