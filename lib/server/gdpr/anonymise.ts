import 'server-only';
import { randomBytes } from 'node:crypto';
import { leadReference } from '@/lib/leads/fields';
import type { Db } from '../db';
import { ERASED } from './subject';

/**
 * Erasure keeps a row for counting and removes the person from it: what stays is what the forms report on
 * (form, topic, country, status, dates, the brochure asked for), never a name, address, organisation, message
 * or file. The rows stay so "how many contact requests from Italy in March" still has an answer.
 *
 * Each helper takes the transaction of the erasure and returns the storage keys whose files must go once it
 * commits (a file deleted before a rollback could not come back).
 */
export async function anonymiseLeads(trx: Db, ids: string[], now: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('leads')
    .select(['id', 'form', 'topic', 'country', 'attachment_key'])
    .where('id', 'in', ids)
    .execute();
  for (const row of rows) {
    await trx
      .updateTable('leads')
      .set({
        first_name: ERASED,
        last_name: ERASED,
        email: ERASED,
        organisation: null,
        message: null,
        details: JSON.stringify({ erased_at: now }),
        attachment_key: null,
        updated_at: now,
        // Staff can still find the kept row by its reference, form, topic and country, nothing else.
        search_text: [leadReference(row.id), row.form, row.topic, row.country, ERASED]
          .filter(Boolean)
          .join(' ')
          .toLowerCase(),
      })
      .where('id', '=', row.id)
      .execute();
  }
  // Notes are staff's words about the person: nothing in them is needed for counting.
  await trx.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute();
  // A paper-copy request's queue row (document, quantity, dates) goes with its lead's person: the customer-service
  // queue would otherwise keep an entry for someone no longer there (lib/server/paper-copies).
  await trx.deleteFrom('paper_copy_requests').where('lead_id', 'in', ids).execute();
  return rows.flatMap((row) => (row.attachment_key ? [row.attachment_key] : []));
}

export async function anonymiseBrochureRequests(trx: Db, ids: string[]): Promise<void> {
  for (const id of ids) {
    await trx
      .updateTable('brochure_requests')
      // The download token is replaced too (the column is unique): a link in an old e-mail stops working.
      .set({
        first_name: ERASED,
        last_name: ERASED,
        email: ERASED,
        hospital: ERASED,
        marketing_consent: 0,
        download_token_hash: `erased-${randomBytes(16).toString('hex')}`,
      })
      .where('id', '=', id)
      .execute();
  }
}

export async function anonymiseOnboardingSubmissions(trx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('onboarding_submissions')
    .set({ first_name: ERASED, last_name: ERASED, email: ERASED, user_id: null, marketing_consent: 0 })
    .where('id', 'in', ids)
    .execute();
}

/** The recipient (when it is the person) and the body go; kind, subject (our own words), dates and outcome stay. */
export async function anonymiseMail(trx: Db, ids: string[], personal: (to: string) => boolean): Promise<void> {
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('mail_outbox').select(['id', 'to_address']).where('id', 'in', ids).execute();
  for (const row of rows) {
    await trx
      .updateTable('mail_outbox')
      .set({ to_address: personal(row.to_address) ? ERASED : row.to_address, body_text: ERASED, error: null })
      .where('id', '=', row.id)
      .execute();
  }
}
