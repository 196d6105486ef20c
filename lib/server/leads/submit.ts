import 'server-only';
import { fail } from '../api/envelope';
import { clientIp, isCrossSite } from '../api/origin';
import { rateLimits } from '../config';
import { writeTransaction, type Db } from '../db';
import { MAIL_PER_ADDRESS, mailRateKey, queueMail } from '../mail';
import { consume } from '../rate-limit';
import { insertLead, type LeadInput } from '../repositories/leads';
import { acknowledgementMail, teamNotificationMail } from './mail';
import type { Team } from './teams';

/** The checks every public form makes before reading its body: same site only, and the per-address rate limit. */
export async function refuseForm(request: Request, db: Db): Promise<Response | undefined> {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const limited = await consume(db, `forms:${clientIp(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) {
    return fail(429, 'Too many requests. Please wait a moment and try again.', { headers: { 'Retry-After': String(limited.retryAfterSeconds) } });
  }
  return undefined;
}


export interface LeadSubmission {
  lead: LeadInput;
  /** Who handles it, and what they read. */
  team: Team;
  formName: string;
  fields: [string, string | undefined | null][];
  /** What the acknowledgement says the submission is about: our own label, never visitor text. */
  acknowledgeAs: string;
}

/**
 * Stores the lead (with any other rows the form writes, in `alsoStore`, in the same transaction), then queues the
 * team notification and, at most once a day per address, the acknowledgement. The mails are queued after the
 * commit: the rate-limit counter runs its own transaction, and a lead must never wait on mail.
 */
export async function storeLead(db: Db, submission: LeadSubmission, alsoStore?: (trx: Db, leadId: string) => Promise<void>) {
  const { id, reference } = await writeTransaction(db, async (trx) => {
    const stored = await insertLead(trx, submission.lead);
    if (alsoStore) await alsoStore(trx, stored.id);
    return stored;
  });
  await queueMail(db, teamNotificationMail(submission.team, submission.formName, reference, submission.fields));
  const ack = await consume(db, mailRateKey('acknowledgement', submission.lead.email), MAIL_PER_ADDRESS);
  if (ack.allowed) await queueMail(db, acknowledgementMail(submission.lead.email, submission.acknowledgeAs, reference));
  return { id, reference };
}
