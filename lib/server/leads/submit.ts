import 'server-only';
import { randomUUID } from 'node:crypto';
import { fail, ok } from '../api/envelope';
import { apiRoute } from '../api/handler';
import { parseJson } from '../api/request';
import { rateLimitClient, isCrossSite } from '../api/origin';
import { rateLimits } from '../config';
import { getDb, writeTransaction, type Db } from '../db';
import { MAIL_PER_ADDRESS, dispatchMail, mailRateKey, queueMail, writeOutboxRow } from '../mail';
import { consume } from '../rate-limit';
import { getLead, insertLead, type LeadInput } from './repository';
import { getStorage } from '../storage';
import { acknowledgementMail, teamNotificationMail } from './mail';
import { isPdf, type ReceivedFile } from './multipart';
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
 * Stores the lead (with any other rows the form writes, in `alsoStore`) and the team notification's outbox row in
 * one transaction, so a crash can never leave a lead whose team was not told (or a mail about a lead that does
 * not exist); the mail is only sent after the commit. The acknowledgement, at most once a day per address, is
 * queued after the commit: its rate-limit counter runs its own transaction, and a lead must never wait on it.
 */
export async function storeLead(
  db: Db,
  submission: StoredSubmission,
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

export type LeadFormResult =
  | { ok: true; id: string; reference: string }
  | { ok: false; status: 413 | 415 | 422; errors: Record<string, string[]> };

/**
 * A form's attachment as it arrived: streamed to a temporary file by the JSON route (readMultipart), or a `File`
 * of a server action's body (Next reads that whole, within the action body limit of server/host/action-requests.mjs).
 */
export type LeadAttachment = ReceivedFile | File;

/** Its size, first bytes (to check the type by content) and how it is kept under `key` in private storage. */
async function openAttachment(attachment: LeadAttachment) {
  if (!(attachment instanceof File)) {
    return {
      size: attachment.size,
      head: attachment.head,
      store: (key: string) => getStorage().putFile(key, attachment.path, 'application/pdf'),
    };
  }
  const bytes = new Uint8Array(await attachment.arrayBuffer());
  return {
    size: bytes.byteLength,
    head: bytes,
    store: (key: string) => getStorage().put(key, bytes, 'application/pdf'),
  };
}

/**
 * A lead form's submission once its text fields passed the schema: the attachment (if the form takes one) checked
 * by its bytes and the server's limit and kept in private storage, then the lead stored with its mails. The JSON
 * routes and the server action (app/(site)/[page]/actions.ts) both end here.
 */
export async function submitLeadForm(
  db: Db,
  definition: LeadFormDefinition,
  values: unknown,
  attachment?: LeadAttachment,
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
  const file = attachment && attachment.size > 0 ? await openAttachment(attachment) : undefined;
  if (!file) return { ok: false, status: 422, errors: { [field]: [ATTACHMENT_REQUIRED] } };
  if (file.size > maxFileBytes)
    return { ok: false, status: 413, errors: { [field]: [attachmentTooLarge(maxFileBytes)] } };
  if (!isPdf(file.head)) return { ok: false, status: 415, errors: { [field]: [ATTACHMENT_NOT_PDF] } };

  const attachmentKey = `grants/${id}.pdf`;
  await file.store(attachmentKey);
  try {
    const submission = definition.toSubmission(values, { key: attachmentKey, bytes: file.size });
    const stored = await storeLead(db, { ...submission, lead: { ...submission.lead, id, form, attachmentKey } });
    return { ok: true, ...stored };
  } catch (error) {
    // When the lead was not stored, its file must not stay behind either.
    if (!(await getLead(db, id).catch(() => undefined)))
      await getStorage()
        .delete(attachmentKey)
        .catch(() => undefined);
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
