'use server';
import { actionForm } from '@/lib/server/action-form';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getDb } from '@/lib/server/db';
import { ResendRefused, resendOutboxMail } from '@/lib/server/outbox/resend';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';

const idSchema = z.uuid();

/** Resend answers by coming back to the message with a notice, so it works as a plain form too. */
export async function resendAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('outbox.resend', '/admin/outbox');
  const parsed = idSchema.safeParse(form.get('id'));
  if (!parsed.success) redirect('/admin/outbox');
  const back = `/admin/outbox/message?id=${parsed.data}`;
  let notice: string;
  try {
    const outcome = await resendOutboxMail(await getDb(), auditActor(staff), parsed.data);
    notice = outcome.error ? 'failed' : 'sent';
  } catch (error) {
    if (!(error instanceof ResendRefused)) throw error;
    notice = 'refused';
  }
  redirect(`${back}&notice=${notice}`);
}
