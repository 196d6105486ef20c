'use server';
import { actionForm } from '@/lib/server/action-form';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { AdminFormState } from '@/lib/forms/action-state';
import {
  inviteLearner,
  LearnerChangeError,
  resetLearner,
  setEnrolment,
  setLearnerActive,
} from '@/lib/server/academy-admin/learners';
import { getDb } from '@/lib/server/db';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';
import { idField, inviteSchema, learnerIdField } from '@/lib/validations/academy-admin';
import { isConfirmed, sentValues } from '@/lib/server/staff/form-values';
import { fieldErrors, text } from '../form-state';

const LEARNERS_PATH = '/admin/academy/learners';

export async function inviteLearnerAction(_state: AdminFormState, form: FormData): Promise<AdminFormState> {
  form = actionForm(_state, form);
  const staff = await requireStaff('academy.manage', LEARNERS_PATH);
  const parsed = inviteSchema.safeParse({
    email: text(form, 'email'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
  });
  if (!parsed.success) return fieldErrors(parsed.error, form);
  try {
    const id = await inviteLearner(await getDb(), auditActor(staff), parsed.data);
    revalidatePath(LEARNERS_PATH);
    return {
      saved: true,
      message: `An invitation was sent to ${parsed.data.email}. The link works once, for 72 hours.`,
      key: id,
    };
  } catch (error) {
    if (error instanceof LearnerChangeError)
      return { message: error.message, errors: { email: error.message }, values: sentValues(form) };
    throw error;
  }
}

/** Learner row actions come back to the learner's page with a notice, so they work as plain forms. */
async function learnerChange(
  form: FormData,
  change: (id: string, actor: ReturnType<typeof auditActor>) => Promise<void>,
  notice: string,
  /** A destructive change runs only when its confirmation box was ticked. */
  confirm = false,
): Promise<never> {
  const staff = await requireStaff('academy.manage', LEARNERS_PATH);
  const id = learnerIdField.safeParse(text(form, 'learnerId'));
  if (!id.success) redirect(`${LEARNERS_PATH}?error=unknown`);
  const back = `${LEARNERS_PATH}/${id.data}`;
  if (confirm && !isConfirmed(form)) redirect(`${back}?error=confirm`);
  try {
    await change(id.data, auditActor(staff));
  } catch (error) {
    if (error instanceof LearnerChangeError)
      redirect(`${back}?error=${/Reactivate/.test(error.message) ? 'inactive' : 'unknown'}`);
    throw error;
  }
  revalidatePath(back);
  redirect(`${back}?notice=${notice}`);
}

export async function deactivateLearnerAction(form: FormData): Promise<void> {
  form = actionForm(form);
  await learnerChange(
    form,
    async (id, actor) => setLearnerActive(await getDb(), actor, id, false),
    'deactivated',
    true,
  );
}

export async function reactivateLearnerAction(form: FormData): Promise<void> {
  form = actionForm(form);
  await learnerChange(form, async (id, actor) => setLearnerActive(await getDb(), actor, id, true), 'reactivated');
}

export async function resetLearnerAction(form: FormData): Promise<void> {
  form = actionForm(form);
  await learnerChange(form, async (id, actor) => resetLearner(await getDb(), actor, id), 'reset', true);
}

export async function enrolAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const enrolled = text(form, 'enrolled') !== 'false';
  const courseId = idField.safeParse(text(form, 'courseId'));
  await learnerChange(
    form,
    async (id, actor) => {
      if (!courseId.success) throw new LearnerChangeError('Unknown course.');
      await setEnrolment(await getDb(), actor, id, courseId.data, enrolled);
    },
    enrolled ? 'enrolled' : 'unenrolled',
  );
}
