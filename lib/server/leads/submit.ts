import 'server-only';
import { randomUUID } from 'node:crypto';
import { fail, ok } from '../api/envelope';
import { apiRoute } from '../api/handler';
import { parseJson } from '../api/request';
import { rateLimitClient, isCrossSite } from '../api/origin';
import { rateLimits } from '../config';
import { getDb, writeTransaction, type Db } from '../db';
import { MAIL_PER_ADDRESS, mailRateKey, queueMail } from '../mail';
import { consume } from '../rate-limit';
import { getLead, insertLead, type LeadInput } from '../repositories/leads';
import { getStorage } from '../storage';
import { acknowledgementMail, teamNotificationMail } from './mail';
import { isPdf } from './multipart';
import { grantUploadMaxBytes } from './uploads';
import { ATTACHMENT_NOT_PDF, ATTACHMENT_REQUIRED, attachmentTooLarge } from '@/lib/forms/attachment';
import type { LeadFormDefinition, LeadSubmission } from '@/lib/forms/definition';

export type { LeadSubmission } from '@/lib/forms/definition';

/** Why a public form was refused before its body was read. */
export interface FormRefusal {
  status: 403 | 429;
  message: string;
  retryAfterSeconds?: number;
}

/**
 * The checks every public form makes before reading its body, for a route handler and a server action alike:
 * same site only, and the per-address rate limit (the client from `rateLimitClient`: an IPv6 client by its /64; requirements §10.1).
 */
export async function formRefusal(request: Request, db: Db): Promise<FormRefusal | undefined> {
  if (isCrossSite(request)) return { status: 403, message: 'Cross-site request refused.' };
  const limited = await consume(db, `forms:${rateLimitClient(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) {
    return {
      status: 429,
      message: 'Too many requests. Please wait a moment and try again.',
      retryAfterSeconds: limited.retryAfterSeconds,
    };
  }
  return undefined;
}

/** `formRefusal` as the envelope a route handler answers. */
export async function refuseForm(request: Request, db: Db): Promise<Response | undefined> {
  const refused = await formRefusal(request, db);
  if (!refused) return undefined;
  const headers: Record<string, string> = refused.retryAfterSeconds
    ? { 'Retry-After': String(refused.retryAfterSeconds) }
    : {};
  return fail(refused.status, refused.message, { headers });
}

interface StoredSubmission extends Omit<LeadSubmission, 'lead'> {
  lead: LeadInput;
}

/**
 * Stores the lead (with any other rows the form writes, in `alsoStore`, in the same transaction), then queues the
 * team notification and, at most once a day per address, the acknowledgement. The mails are queued after the
 * commit: the rate-limit counter runs its own transaction, and a lead must never wait on mail.
 */
export async function storeLead(
  db: Db,
  submission: StoredSubmission,
  alsoStore?: (trx: Db, leadId: string) => Promise<void>,
) {
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

export type LeadFormResult =
  | { ok: true; id: string; reference: string }
  | { ok: false; status: 413 | 415 | 422; errors: Record<string, string[]> };

/**
 * A lead form's submission once its text fields passed the schema: the attachment (if the form takes one) checked
 * by its bytes and the server's limit and kept in private storage, then the lead stored with its mails. The JSON
 * routes and the server action (app/(site)/[page]/actions.ts) both end here.
 */
export async function submitLeadForm(
  db: Db,
  definition: LeadFormDefinition,
  values: unknown,
  file?: File,
): Promise<LeadFormResult> {
  const id = randomUUID();
  const form = definition.name as LeadInput['form'];
  if (!definition.attachment) {
    const submission = definition.toSubmission(values);
    const stored = await storeLead(db, { ...submission, lead: { ...submission.lead, id, form } });
    return { ok: true, ...stored };
  }

  const field = definition.attachment.field;
  const maxFileBytes = grantUploadMaxBytes();
  const bytes = file && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  if (!bytes) return { ok: false, status: 422, errors: { [field]: [ATTACHMENT_REQUIRED] } };
  if (bytes.byteLength > maxFileBytes)
    return { ok: false, status: 413, errors: { [field]: [attachmentTooLarge(maxFileBytes)] } };
  if (!isPdf(bytes)) return { ok: false, status: 415, errors: { [field]: [ATTACHMENT_NOT_PDF] } };

  const attachmentKey = `grants/${id}.pdf`;
  const storage = getStorage();
  await storage.put(attachmentKey, bytes, 'application/pdf');
  try {
    const submission = definition.toSubmission(values, { key: attachmentKey, bytes: bytes.byteLength });
    const stored = await storeLead(db, { ...submission, lead: { ...submission.lead, id, form, attachmentKey } });
    return { ok: true, ...stored };
  } catch (error) {
    // When the lead was not stored, its file must not stay behind either.
    if (!(await getLead(db, id).catch(() => undefined))) await storage.delete(attachmentKey).catch(() => undefined);
    throw error;
  }
}

/** The answer of a lead form's JSON route. */
export function leadFormAnswer(definition: LeadFormDefinition, result: LeadFormResult): Response {
  if (!result.ok) return fail(result.status, 'Please correct the highlighted fields.', { errors: result.errors });
  return ok({ id: result.id, reference: result.reference }, { code: 201, description: definition.sentMessage });
}

/**
 * The route handler of a lead form sent as JSON (contact, customer service; requirements §7 clients): cross-site
 * and rate checks, the form's schema, then the lead stored with its mails.
 */
export function jsonLeadRoute(definition: LeadFormDefinition) {
  return apiRoute(async (request: Request) => {
    const db = await getDb();
    const refused = await refuseForm(request, db);
    if (refused) return refused;
    const parsed = await parseJson(request, definition.schema);
    if (!parsed.ok) return parsed.response;
    return leadFormAnswer(definition, await submitLeadForm(db, definition, parsed.data));
  });
}
