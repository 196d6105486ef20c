import 'server-only';
import { formatCalendarDay } from '@/lib/time';
import { randomUUID } from 'node:crypto';
import type { PaperCopyDocument, PaperCopyValues } from '@/lib/forms/paper-copy';
import { paperCopyForm } from '@/lib/forms/paper-copy';
import { companyDate, isOverdue, paperCopyDueOn } from '@/lib/paper-copies/due-date';
import { leadReference as leadReferenceOf } from '@/lib/leads/fields';
import { writeTransaction, type Db } from '../db';
import { MAIL_PER_ADDRESS, dispatchMail, mailRateKey, queueMail, writeOutboxRow, type OutgoingMail } from '../mail';
import { consume } from '../rate-limit';
import { insertLead } from '../leads/repository';
import { teamNotificationMail } from '../leads/mail';
import { withAudit, type AuditActor } from '../staff/audit';

/** A published IFU a paper copy can be asked for: the document and its current revision. */
export interface RequestableDocument extends PaperCopyDocument {
  id: string;
  language: string;
  revisionId: string;
  revision: string;
  /** The languages a copy can be asked in: this document's and those of the other published IFUs of its devices. */
  languages: string[];
}

/** The published IFU with this code, or undefined (no such code, not an IFU, or nothing published yet). */
export async function findRequestableDocument(db: Db, code: string): Promise<RequestableDocument | undefined> {
  const document = await db
    .selectFrom('documents')
    .select(['id', 'code', 'title', 'language'])
    .where('code', '=', code)
    .where('kind', '=', 'ifu')
    .executeTakeFirst();
  if (!document) return undefined;
  const revision = await db
    .selectFrom('document_revisions')
    .select(['id', 'revision'])
    .where('document_id', '=', document.id)
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!revision) return undefined;
  const siblings = await db
    .selectFrom('documents as d')
    .innerJoin('document_devices as dd', 'dd.document_id', 'd.id')
    .select('d.language')
    .distinct()
    .where('d.kind', '=', 'ifu')
    .where('dd.device_key', 'in', (eb) =>
      eb.selectFrom('document_devices').select('device_key').where('document_id', '=', document.id),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('document_revisions as r')
          .select('r.id')
          .whereRef('r.document_id', '=', 'd.id')
          .where('r.status', '=', 'published'),
      ),
    )
    .execute();
  const languages = [...new Set([document.language, ...siblings.map((row) => row.language)])].sort();
  return { ...document, revisionId: revision.id, revision: revision.revision, languages };
}

/** A language code as people read it, in English: "it" → "Italian". */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The acknowledgement of a paper-copy request: our own words, the reference and the due date only (nothing the
 * visitor typed, requirements §10.4), so the form cannot be used to mail text of someone's choice.
 */
export function paperCopyAcknowledgement(to: string, reference: string, dueOn: string): OutgoingMail {
  return {
    to,
    kind: 'paper-copy-acknowledgement',
    subject: `We have received your request for a paper copy (${reference})`,
    text: [
      'Hello,',
      '',
      'Thank you. We have received your request for a paper copy of instructions for use.',
      `Your reference is ${reference}. Please quote it if you write to us about this request.`,
      '',
      `We send the copy free of charge, at the latest by ${formatCalendarDay(dueOn)} (seven calendar days from your request).`,
      'The electronic version stays available on our website in the meantime.',
      '',
      'If you did not send this request, you can ignore this e-mail.',
      '',
      'Kind regards,',
      'Corcym customer service',
    ].join('\n'),
  };
}

/**
 * The exact IFU to post for a request in `language`: the requested document itself when it is in that language,
 * else the published IFU in that language of the same devices (the sibling the language list offered), each with
 * its current revision, as it is when the request is made (stored with the request: a later revision does not
 * change what was asked for). Undefined when no published IFU is in that language.
 */
export async function documentToPost(
  db: Db,
  document: RequestableDocument,
  language: string,
): Promise<{ id: string; code: string; title: string; revisionId: string; revision: string } | undefined> {
  if (language === document.language) return document;
  const siblings = await db
    .selectFrom('documents as d')
    .innerJoin('document_devices as dd', 'dd.document_id', 'd.id')
    .select(['d.code'])
    .distinct()
    .where('d.kind', '=', 'ifu')
    .where('d.language', '=', language)
    .where('dd.device_key', 'in', (eb) =>
      eb.selectFrom('document_devices').select('device_key').where('document_id', '=', document.id),
    )
    .orderBy('d.code')
    .execute();
  for (const sibling of siblings) {
    const found = await findRequestableDocument(db, sibling.code);
    if (found) return found;
  }
  return undefined;
}

export interface StoredPaperCopyRequest {
  id: string;
  reference: string;
  dueOn: string;
}

/**
 * Stores a checked request: its lead (form `paper_copy`, the personal data: inbox, retention and erasure apply),
 * its queue row with the due date, and the customer-service notification, in one transaction; then the
 * acknowledgement (at most one a day per address, like every acknowledgement of the site).
 */
export async function storePaperCopyRequest(
  db: Db,
  document: RequestableDocument,
  values: PaperCopyValues,
  now = new Date(),
): Promise<StoredPaperCopyRequest> {
  const submission = paperCopyForm.toSubmission(values);
  const dueOn = paperCopyDueOn(now);
  const id = randomUUID();
  // The IFU in the language asked for, with its revision of today (the page's own, or its sibling in that language).
  const toPost = (await documentToPost(db, document, values.language)) ?? document;
  const fields: [string, string | null | undefined][] = [
    ['Document', `${toPost.code}: ${toPost.title} (revision ${toPost.revision})`],
    ['To post', `IFU ${toPost.code}, revision ${toPost.revision}, ${languageName(values.language)}`],
    ...submission.fields.filter(([label]) => label !== 'Document'),
    ['Requested on (Rome)', companyDate(now)],
    ['Due by', dueOn],
  ];
  const { reference, notification, mailId } = await writeTransaction(db, async (trx) => {
    const stored = await insertLead(
      trx,
      {
        ...submission.lead,
        id,
        form: 'paper_copy',
        details: { ...submission.lead.details, document_title: toPost.title, due_on: dueOn },
      },
      now,
    );
    await trx
      .insertInto('paper_copy_requests')
      .values({
        lead_id: stored.id,
        document_id: toPost.id,
        revision_id: toPost.revisionId,
        language: values.language,
        quantity: values.quantity,
        requested_at: now.toISOString(),
        due_on: dueOn,
        sent_on: null,
        sent_by: null,
        updated_at: now.toISOString(),
      })
      .execute();
    const mail = teamNotificationMail('customer-service', submission.formName, stored.reference, fields);
    return { ...stored, notification: mail, mailId: await writeOutboxRow(trx, mail) };
  });
  dispatchMail(db, mailId, notification);
  const ack = await consume(db, mailRateKey('acknowledgement', values.email), MAIL_PER_ADDRESS);
  if (ack.allowed) await queueMail(db, paperCopyAcknowledgement(values.email, reference, dueOn));
  return { id, reference, dueOn };
}

export type PaperCopyState = 'open' | 'overdue' | 'sent';
export const PAPER_COPY_STATES: readonly PaperCopyState[] = ['overdue', 'open', 'sent'];

export interface QueueEntry {
  leadId: string;
  reference: string;
  name: string;
  email: string;
  organisation: string | null;
  country: string;
  address: string | null;
  documentCode: string;
  documentTitle: string;
  revision: string | null;
  language: string;
  quantity: number;
  requestedAt: string;
  dueOn: string;
  sentOn: string | null;
  sentBy: string | null;
  state: PaperCopyState;
}

/**
 * The customer-service queue: overdue first (oldest due first), then open (soonest due first), then sent (most
 * recently sent first). `state` filters; overdue is computed from today's date in Rome, so it needs no job.
 */
export async function listPaperCopyQueue(
  db: Db,
  options: { state?: PaperCopyState; leadId?: string; limit?: number } = {},
  now = new Date(),
): Promise<QueueEntry[]> {
  const today = companyDate(now);
  let query = db
    .selectFrom('paper_copy_requests as p')
    .innerJoin('leads as l', 'l.id', 'p.lead_id')
    .innerJoin('documents as d', 'd.id', 'p.document_id')
    .leftJoin('document_revisions as r', 'r.id', 'p.revision_id')
    .leftJoin('staff_users as s', 's.id', 'p.sent_by')
    .select([
      'p.lead_id',
      'p.language',
      'p.quantity',
      'p.requested_at',
      'p.due_on',
      'p.sent_on',
      'l.first_name',
      'l.last_name',
      'l.email',
      'l.organisation',
      'l.country',
      'l.details',
      'd.code',
      'd.title',
      'r.revision',
      's.name as sent_by_name',
      's.email as sent_by_email',
    ]);
  if (options.leadId) query = query.where('p.lead_id', '=', options.leadId);
  if (options.state === 'sent') query = query.where('p.sent_on', 'is not', null);
  if (options.state === 'open') query = query.where('p.sent_on', 'is', null).where('p.due_on', '>=', today);
  if (options.state === 'overdue') query = query.where('p.sent_on', 'is', null).where('p.due_on', '<', today);
  const rows = await query
    .orderBy('p.due_on', 'asc')
    .orderBy('p.requested_at', 'asc')
    .limit(options.limit ?? 500)
    .execute();
  const entries = rows.map((row): QueueEntry => {
    let address: string | null = null;
    try {
      const details = JSON.parse(row.details) as Record<string, unknown>;
      if (typeof details.postal_address === 'string') address = details.postal_address;
    } catch {
      address = null;
    }
    const sentOn = row.sent_on;
    return {
      leadId: row.lead_id,
      reference: leadReferenceOf(row.lead_id),
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      organisation: row.organisation,
      country: row.country,
      address,
      documentCode: row.code,
      documentTitle: row.title,
      revision: row.revision,
      language: row.language,
      quantity: row.quantity,
      requestedAt: row.requested_at,
      dueOn: row.due_on,
      sentOn,
      sentBy: row.sent_by_name ?? row.sent_by_email ?? null,
      state: sentOn ? 'sent' : isOverdue({ dueOn: row.due_on, sentOn }, now) ? 'overdue' : 'open',
    };
  });
  const rank = { overdue: 0, open: 1, sent: 2 } as const;
  return entries.sort(
    (a, b) =>
      rank[a.state] - rank[b.state] ||
      (a.state === 'sent' ? (b.sentOn ?? '').localeCompare(a.sentOn ?? '') : a.dueOn.localeCompare(b.dueOn)),
  );
}

/** How many requests are overdue now: the back-office dashboard's flag. */
export async function countOverdue(db: Db, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('paper_copy_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('sent_on', 'is', null)
    .where('due_on', '<', companyDate(now))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The dashboard's summary: requests not yet sent (overdue ones included), how many are overdue, the next due date. */
export async function summarisePaperCopyQueue(
  db: Db,
  now = new Date(),
): Promise<{ open: number; overdue: number; nextDueOn: string | null }> {
  const row = await db
    .selectFrom('paper_copy_requests')
    .select((eb) => [eb.fn.countAll<number>().as('open'), eb.fn.min('due_on').as('next')])
    .where('sent_on', 'is', null)
    .executeTakeFirst();
  return {
    open: Number(row?.open ?? 0),
    overdue: await countOverdue(db, now),
    nextDueOn: (row?.next as string | null | undefined) ?? null,
  };
}

export class PaperCopyChangeError extends Error {}

/**
 * Records that the copy was posted on `sentOn` (a calendar date, not in the future, not before the request), by
 * this member. Audited with the row before and after.
 */
export async function markPaperCopySent(
  db: Db,
  actor: AuditActor,
  leadId: string,
  sentOn: string,
  now = new Date(),
): Promise<void> {
  await withAudit(
    db,
    actor,
    { action: 'paper_copies.sent', entity: 'paper_copy_request', entityId: leadId },
    async (trx) => {
      const before = await trx
        .selectFrom('paper_copy_requests')
        .selectAll()
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      if (!before) throw new PaperCopyChangeError('The request no longer exists.');
      if (before.sent_on) throw new PaperCopyChangeError('The copy was already marked as sent.');
      if (sentOn > companyDate(now)) throw new PaperCopyChangeError('The date of sending cannot be in the future.');
      if (sentOn < companyDate(new Date(before.requested_at)))
        throw new PaperCopyChangeError('The date of sending cannot be before the request.');
      const after = { ...before, sent_on: sentOn, sent_by: actor.id, updated_at: now.toISOString() };
      await trx
        .updateTable('paper_copy_requests')
        .set({ sent_on: sentOn, sent_by: actor.id, updated_at: after.updated_at })
        .where('lead_id', '=', leadId)
        .execute();
      return { result: undefined, before, after };
    },
  );
}
