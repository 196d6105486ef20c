import 'server-only';
import { sql } from 'kysely';
import type { OutboxSort, OutboxState } from '@/lib/validations/privacy';
import type { Db } from '../db';

export const OUTBOX_PAGE_SIZE = 25;

/** Filters of the outbox list; every one optional. */
export interface OutboxFilter {
  kind?: string;
  state?: OutboxState;
  /** Part of the recipient's address, any case. */
  address?: string;
  /** Newest first unless asked otherwise. */
  sort?: OutboxSort;
}

export interface OutboxListRow {
  id: string;
  toAddress: string;
  subject: string;
  kind: string;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** LIKE's own wildcards in the visitor's text are matched literally (the escape works the same on both databases). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db: Db, filter: OutboxFilter) {
  let query = db.selectFrom('mail_outbox');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  // Failed: the last attempt left an error. Sent: delivered, no error since. Unsent: never tried or still queued.
  if (filter.state === 'failed') query = query.where('error', 'is not', null);
  if (filter.state === 'sent') query = query.where('sent_at', 'is not', null).where('error', 'is', null);
  if (filter.state === 'unsent') query = query.where('sent_at', 'is', null).where('error', 'is', null);
  const address = filter.address?.trim().toLowerCase();
  if (address) query = query.where(sql<boolean>`lower(to_address) like ${`%${likeLiteral(address)}%`} escape '\\'`);
  return query;
}

/** One page of the outbox in the asked order (a unique last key keeps pages stable), with the total for the pager. `page` starts at 1. */
export async function listOutbox(
  db: Db,
  filter: OutboxFilter,
  page: number,
): Promise<{ rows: OutboxListRow[]; total: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  let ordered = filtered(db, filter).select(['id', 'to_address', 'subject', 'kind', 'created_at', 'sent_at', 'error']);
  // lower(): the same order on SQLite (binary collation) and PostgreSQL (locale collation).
  if (filter.sort === 'recipient') ordered = ordered.orderBy(sql`lower(to_address)`);
  const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
  const rows = await ordered
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(OUTBOX_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * OUTBOX_PAGE_SIZE)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      toAddress: row.to_address,
      subject: row.subject,
      kind: row.kind,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      error: row.error,
    })),
  };
}

export async function outboxKinds(db: Db): Promise<string[]> {
  return (await db.selectFrom('mail_outbox').select('kind').distinct().orderBy('kind').execute()).map(
    (row) => row.kind,
  );
}

export async function getOutboxMessage(db: Db, id: string) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export const outboxStateOf = (row: { sentAt: string | null; error: string | null }): OutboxState =>
  row.error ? 'failed' : row.sentAt ? 'sent' : 'unsent';
