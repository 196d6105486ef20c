'use server';
import { redirect } from 'next/navigation';
import { isCalendarDate } from '@/lib/paper-copies/due-date';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import { markPaperCopySent, PaperCopyChangeError } from '@/lib/server/paper-copies/requests';
import { auditActor, requireStaff } from '@/lib/server/staff/guard';

const QUEUE = '/admin/paper-copies';
const LEAD_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * "Mark as sent" on the paper-copy queue: the date the copy was posted, by the signed-in member (audited as
 * paper_copies.sent). Answers by coming back to the queue with a notice or an error code, so it works as a plain form.
 */
export async function markSentAction(form: FormData): Promise<void> {
  form = actionForm(form);
  const staff = await requireStaff('paper_copies.manage', QUEUE);
  const id = form.get('id');
  const sentOn = form.get('sentOn');
  const back =
    typeof form.get('back') === 'string' && /^[a-z]*$/.test(String(form.get('back'))) ? String(form.get('back')) : '';
  const here = (query: string) => `${QUEUE}?${back ? `state=${back}&` : ''}${query}`;
  if (typeof id !== 'string' || !LEAD_ID.test(id)) redirect(here('error=missing'));
  if (typeof sentOn !== 'string' || !isCalendarDate(sentOn)) redirect(here(`error=date#request-${id}`));
  try {
    await markPaperCopySent(await getDb(), auditActor(staff), id, sentOn);
  } catch (error) {
    if (error instanceof PaperCopyChangeError) {
      const code = /future/.test(error.message)
        ? 'future'
        : /before/.test(error.message)
          ? 'early'
          : /already/.test(error.message)
            ? 'already'
            : 'missing';
      redirect(here(`error=${code}#request-${id}`));
    }
    throw error;
  }
  redirect(here(`notice=sent&id=${encodeURIComponent(id)}`));
}
