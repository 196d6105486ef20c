import 'server-only';
import { companyDate, companyHour } from '@/lib/paper-copies/due-date';
import type { Db } from '../db';
import { queueMail, type OutgoingMail } from '../mail';
import { teamAddress } from '../leads/teams';
import { listPaperCopyQueue, type QueueEntry } from './requests';

/** The day (in Rome) the last overdue mail was claimed: one row of staff_settings, shared by every instance. */
export const OVERDUE_MAIL_MARKER = 'paper_copies_overdue_mail_day';
/** The mail goes with the first housekeeping run at or after this hour in Rome (the runs are hourly). */
export const OVERDUE_MAIL_HOUR = 7;

export function overdueMail(entries: QueueEntry[], today: string): OutgoingMail {
  return {
    to: teamAddress('customer-service'),
    kind: 'paper-copies-overdue',
    subject: `${entries.length} paper ${entries.length === 1 ? 'copy is' : 'copies are'} overdue (${today})`,
    text: [
      `These requests for a paper copy of instructions for use are past their due date (seven calendar days, Europe/Rome time) and not marked as sent:`,
      '',
      ...entries.map(
        (entry) =>
          `- ${entry.reference}: ${entry.documentCode} (${entry.language}), ${entry.quantity} ${entry.quantity === 1 ? 'copy' : 'copies'}, due ${entry.dueOn}`,
      ),
      '',
      'Post them as soon as you can and mark each as sent in the back office under Paper copies (/admin/paper-copies).',
    ].join('\n'),
  };
}

/**
 * The daily reminder to customer service: the overdue paper copies, once a day for all instances together. Each
 * hourly housekeeping run calls it; from OVERDUE_MAIL_HOUR in Rome, the first instance to move the day marker in
 * the database (a conditional update: only one can) lists the overdue requests and queues the mail through the
 * outbox. No overdue request: the day is claimed and nothing is sent. Returns how many requests the mail listed
 * (undefined when this run did not claim the day).
 */
export async function sendOverdueReminder(db: Db, now = new Date()): Promise<number | undefined> {
  if (companyHour(now) < OVERDUE_MAIL_HOUR) return undefined;
  const today = companyDate(now);
  await db
    .insertInto('staff_settings')
    .values({ key: OVERDUE_MAIL_MARKER, value: '' })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const claimed = await db
    .updateTable('staff_settings')
    .set({ value: today })
    .where('key', '=', OVERDUE_MAIL_MARKER)
    .where('value', '<', today)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  const overdue = await listPaperCopyQueue(db, { state: 'overdue' }, now);
  if (overdue.length === 0) return 0;
  await queueMail(db, overdueMail(overdue, today));
  return overdue.length;
}
