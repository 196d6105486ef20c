import 'server-only';
import type { z } from 'zod';
import { fail, ok } from '../api/envelope';
import { apiRoute } from '../api/handler';
import { parseJson } from '../api/request';
import { clientIp, isCrossSite } from '../api/origin';
import { rateLimits } from '../config';
import { getDb, writeTransaction, type Db } from '../db';
import { MAIL_PER_ADDRESS, dispatchMail, mailRateKey, queueMail, writeOutboxRow } from '../mail';
import { consume } from '../rate-limit';
import { insertLead, type LeadInput } from '../repositories/leads';
import { acknowledgementMail, teamNotificationMail } from './mail';
import type { Team } from './teams';

/** The checks every public form makes before reading its body: same site only, and the per-address rate limit. */
export async function refuseForm(request: Request, db: Db): Promise<Response | undefined> {
  if (isCrossSite(request)) return fail(403, 'Cross-site request refused.');
  const limited = await consume(db, `forms:${clientIp(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) {
    return fail(429, 'Too many requests. Please wait a moment and try again.', {
      headers: { 'Retry-After': String(limited.retryAfterSeconds) },
    });
  }
  return undefined;
}

interface LeadSubmission {
  lead: LeadInput;
  /** Who handles it, and what they read. */
  team: Team;
  formName: string;
  fields: [string, string | undefined | null][];
  /** What the acknowledgement says the submission is about: our own label, never visitor text. */
  acknowledgeAs: string;
}

/**
 * Stores the lead (with any other rows the form writes, in `alsoStore`) and the team notification's outbox row in
 * one transaction, so a crash can never leave a lead whose team was not told (or a mail about a lead that does
 * not exist); the mail is only sent after the commit. The acknowledgement, at most once a day per address, is
 * queued after the commit: its rate-limit counter runs its own transaction, and a lead must never wait on it.
 */
export async function storeLead(
  db: Db,
  submission: LeadSubmission,
  alsoStore?: (trx: Db, leadId: string) => Promise<void>,
) {
  const { id, reference, notification, mailId } = await writeTransaction(db, async (trx) => {
    const stored = await insertLead(trx, submission.lead);
    if (alsoStore) await alsoStore(trx, stored.id);
    const mail = teamNotificationMail(submission.team, submission.formName, stored.reference, submission.fields);
    return { ...stored, notification: mail, mailId: await writeOutboxRow(trx, mail) };
  });
  dispatchMail(db, mailId, notification);
  const ack = await consume(db, mailRateKey('acknowledgement', submission.lead.email), MAIL_PER_ADDRESS);
  if (ack.allowed) await queueMail(db, acknowledgementMail(submission.lead.email, submission.acknowledgeAs, reference));
  return { id, reference };
}

/**
 * The route handler of a lead form sent as JSON (contact, customer service): cross-site and rate checks, the
 * shared zod schema, then the lead stored with its mails. Each form only says how its fields become a lead.
 */
export function jsonLeadRoute<S extends z.ZodType>(
  schema: S,
  toSubmission: (data: z.output<S>) => LeadSubmission,
  description: string,
) {
  return apiRoute(async (request: Request) => {
    const db = await getDb();
    const refused = await refuseForm(request, db);
    if (refused) return refused;
    const parsed = await parseJson(request, schema);
    if (!parsed.ok) return parsed.response;
    const { id, reference } = await storeLead(db, toSubmission(parsed.data));
    return ok({ id, reference }, { code: 201, description });
  });
}
