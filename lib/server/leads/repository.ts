import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { getDb, type Db } from '../db';
import type { LeadForm, LeadStatus, LeadsTable } from '../db/schema';
import { getStorage } from '../storage';
import type { LeadColumns } from '@/lib/forms/definition';
import type { BrochureRequest } from '@/lib/validations/brochure';
import { leadReference } from '@/lib/leads/fields';
import type { OnboardingRequest } from '@/lib/validations/onboarding';

/** What a form hands over: the common columns, and its own fields in `details`. */
export interface LeadInput extends LeadColumns {
  /** Explicit when the lead mirrors a row of another table (brochure, onboarding), which then shares its id. */
  id?: string;
  form: LeadForm;
  attachmentKey?: string | null;
}

export interface Lead extends Omit<Selectable<LeadsTable>, 'details'> {
  details: Record<string, unknown>;
  reference: string;
}

/** Everything staff may search for, lowercased once at write time so search is a plain LIKE on one column. */
export function leadSearchText(id: string, input: LeadInput): string {
  const detailText = Object.values(input.details ?? {}).filter(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  return [
    leadReference(id),
    input.form,
    input.topic,
    input.firstName,
    input.lastName,
    input.email,
    input.country,
    input.organisation,
    input.message,
    ...detailText,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ')
    .toLowerCase();
}

/**
 * Writes a lead. Pass the transaction of the form's other writes as `db`, so the lead and the rest are stored
 * together or not at all.
 */
export async function insertLead(
  db: Db,
  input: LeadInput,
  now = new Date(),
): Promise<{ id: string; reference: string }> {
  const id = input.id ?? randomUUID();
  const timestamp = now.toISOString();
  await db
    .insertInto('leads')
    .values({
      id,
      form: input.form,
      topic: input.topic,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      country: input.country,
      organisation: input.organisation ?? null,
      message: input.message ?? null,
      details: JSON.stringify(input.details ?? {}),
      attachment_key: input.attachmentKey ?? null,
      assigned_to: null,
      created_at: timestamp,
      updated_at: timestamp,
      search_text: leadSearchText(id, input),
    })
    .execute();
  return { id, reference: leadReference(id) };
}

function toLead(row: Selectable<LeadsTable>): Lead {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // A row written by hand with broken JSON still shows; its details are just empty.
  }
  return { ...row, details, reference: leadReference(row.id) };
}

export async function getLead(db: Db, id: string): Promise<Lead | undefined> {
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toLead(row) : undefined;
}

export interface LeadQuery {
  form?: LeadForm;
  status?: LeadStatus;
  /** Words to find anywhere in the lead (name, e-mail, organisation, message, reference...), case-insensitive. */
  search?: string;
  /** Newest first; pass the last row's created_at and id to read the next page. */
  before?: { createdAt: string; id: string };
  limit?: number;
}

/**
 * Leads newest first, filtered: the starting point of the staff inbox. Each word of the search must occur in
 * `search_text` (LIKE with its wildcards escaped, which SQLite and PostgreSQL read alike).
 */
export async function listLeads(db: Db, query: LeadQuery = {}): Promise<Lead[]> {
  let select = db.selectFrom('leads').selectAll();
  if (query.form) select = select.where('form', '=', query.form);
  if (query.status) select = select.where('status', '=', query.status);
  for (const word of (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    select = select.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
  }
  if (query.before) {
    const { createdAt, id } = query.before;
    select = select.where((eb) =>
      eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]),
    );
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(query.limit ?? 50, 1), 200))
    .execute();
  return rows.map(toLead);
}

export interface LeadAttachment {
  /** A safe download name made from the reference, never the visitor's own file name. */
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The PDF uploaded with a grant application, for the back office. There is deliberately no public route to it:
 * the caller must have checked that the signed-in staff member may read leads before calling this.
 */
export async function readGrantAttachment(leadId: string, db?: Db): Promise<LeadAttachment | undefined> {
  db ??= await getDb();
  const row = await db
    .selectFrom('leads')
    .select(['id', 'attachment_key'])
    .where('id', '=', leadId)
    .where('form', '=', 'grant')
    .executeTakeFirst();
  if (!row?.attachment_key) return undefined;
  const stored = await getStorage().get(row.attachment_key);
  if (!stored) return undefined;
  return {
    fileName: `grant-application-${leadReference(row.id)}.pdf`,
    contentType: stored.contentType,
    bytes: stored.bytes,
  };
}

/** The lead of a brochure request; it shares the request's id. */
export const brochureLead = (id: string, request: BrochureRequest): LeadInput => ({
  id,
  form: 'brochure',
  topic: request.broucher,
  firstName: request.first_name,
  lastName: request.last_name,
  email: request.email,
  country: request.country,
  organisation: request.hospital,
  details: { brochure_id: request.broucher, marketing_consent: request.marketing_consent },
});

/** The lead of an academy onboarding submission; it shares the submission's id. */
export const onboardingLead = (id: string, request: OnboardingRequest, userId: string | null): LeadInput => ({
  id,
  form: 'onboarding',
  topic: null,
  firstName: request.first_name,
  lastName: request.last_name,
  email: request.email,
  country: request.country,
  details: { user_id: userId, marketing_consent: request.marketing_consent },
});
