import 'server-only';
import { writeTransaction, nowIso, type Db } from '@/lib/server/db';
import { v7 as uuidv7 } from 'uuid';
import { appendAuditRow } from './audit-chain';

/**
 * The audit log: who changed what, when, from where, with the record before and after.
 *
 * How to audit a change (every staff write goes through this):
 *
 *   const lead = await withAudit(db, actor, { action: 'leads.status', entity: 'lead', entityId: id }, async (trx) => {
 *     const before = await trx.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
 *     await trx.updateTable('leads').set({ status }).where('id', '=', id).execute();
 *     return { result: { ...before, status }, before, after: { ...before, status } };
 *   });
 *
 * - `work` gets the transaction and must use it (not `db`) for every read and write of the change.
 * - The change and its audit row commit together or not at all: if `work` throws, or the row cannot be written,
 *   nothing is stored and the error propagates.
 * - `before`/`after` are stored as JSON; leave out secrets (password hashes, TOTP secrets, tokens).
 * - Return `entityId` from `work` when the id is only known inside it (a created record).
 * - `actor` comes from the guard: `auditActor(staff)` in ./guard.ts (staff id, email and client address).
 *
 * The app only ever inserts here: there is no update or delete of audit rows anywhere, and no page offers one; the
 * database refuses both (triggers of migration 0021), and each row chains the previous row's hash.
 */
export interface AuditActor {
  id: string | null;
  email: string;
  ip: string | null;
}

export interface AuditEvent {
  /** A dotted verb, e.g. 'staff.create', 'leads.status', 'news.publish'. */
  action: string;
  /** The kind of record changed, e.g. 'staff', 'lead', 'news'. */
  entity: string;
  entityId?: string | null;
}

export interface AuditedChange<T> {
  result: T;
  before?: unknown;
  after?: unknown;
  entityId?: string;
}

export async function withAudit<T>(
  db: Db,
  actor: AuditActor,
  event: AuditEvent,
  work: (trx: Db) => Promise<AuditedChange<T>>,
): Promise<T> {
  return writeTransaction(db, async (trx) => {
    const change = await work(trx);
    await auditInTransaction(trx, actor, event, change);
    return change.result;
  });
}

/**
 * One audit row written inside a transaction the caller already holds (withAudit's own, or a change that is two
 * events at once: the last signature and the approval it completes).
 */
export async function auditInTransaction(
  trx: Db,
  actor: AuditActor,
  event: AuditEvent,
  change: Omit<AuditedChange<unknown>, 'result'>,
): Promise<void> {
  // Appended to the hash chain (./audit-chain.ts) in the same transaction as the change.
  await appendAuditRow(trx, {
    // Time-ordered (UUIDv7, monotonic within this process): rows written in the same millisecond still list
    // in the order they happened, since the log sorts by `at`, then `id`.
    id: uuidv7(),
    at: nowIso(),
    actor_id: actor.id,
    actor_email: actor.email,
    action: event.action,
    entity_type: event.entity,
    entity_id: change.entityId ?? event.entityId ?? null,
    before_json: change.before === undefined ? null : JSON.stringify(change.before),
    after_json: change.after === undefined ? null : JSON.stringify(change.after),
    ip: actor.ip,
  });
}

/**
 * Records what a member took out of the back office without changing anything (a CSV export, a downloaded
 * attachment): personal data leaving the site is as much a part of the trail as a change. `details` says what
 * (filters, row count, file), never the data itself.
 */
export function auditAccess(db: Db, actor: AuditActor, event: AuditEvent, details: Record<string, unknown>) {
  return withAudit(db, actor, event, async () => ({ result: undefined, after: details }));
}
