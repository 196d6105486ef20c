import 'server-only';
import type { Db } from '@/lib/server/db';

/** Filters of the audit page; every one optional. Dates are YYYY-MM-DD, inclusive, in UTC. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditRow {
  id: string;
  at: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  ip: string | null;
}

const isDay = (value: string | undefined): value is string =>
  Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)));

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  // Plain equality and ranges on text: the same SQL on SQLite and PostgreSQL.
  if (filter.actor) query = query.where('actor_email', '=', filter.actor.trim().toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action.trim());
  if (filter.entity) query = query.where('entity_type', '=', filter.entity.trim());
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId.trim());
  if (isDay(filter.from)) query = query.where('at', '>=', `${filter.from}T00:00:00.000Z`);
  if (isDay(filter.to)) query = query.where('at', '<=', `${filter.to}T23:59:59.999Z`);
  return query;
}

/** One page of the log, newest first, with the total for the pager. `page` starts at 1. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorEmail: row.actor_email,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before_json,
      after: row.after_json,
      ip: row.ip,
    })),
  };
}

/** The distinct actions and entity kinds recorded so far, for the filter menus. */
export async function auditFacets(db: Db): Promise<{ actions: string[]; entities: string[] }> {
  const actions = await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute();
  const entities = await db.selectFrom('audit_log').select('entity_type').distinct().orderBy('entity_type').execute();
  return { actions: actions.map((row) => row.action), entities: entities.map((row) => row.entity_type) };
}
