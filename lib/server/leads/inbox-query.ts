import 'server-only';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db';
import type { Database, LeadForm, LeadStatus } from '../db/schema';
import { LEADS_PAGE_SIZE, type LeadInboxQuery } from '@/lib/leads/inbox';
import { leadReference } from '@/lib/leads/fields';

/**
 * The leads inbox's reads: one filtered, sorted query shared by the list page (offset pages with a total) and the
 * CSV export (keyset pages, so no page costs more than the first and nothing is held in memory).
 *
 * Search: every word must occur in `search_text`, the lowercased text of the lead written at insert time. A
 * `LIKE '%word%'` cannot use a B-tree index on either database, so a search reads the rows the other filters
 * leave (at most the whole table: around 100 ms for 100,000 leads on SQLite, see bench/RESULTS.md); the form,
 * status, topic, country and date filters and every sort are served by the indexes of migration 0010_inbox.
 * On PostgreSQL a pg_trgm GIN index on search_text would serve the same LIKE without changing this code.
 */
type LeadsSelect = SelectQueryBuilder<Database, 'leads', object>;
type SortColumn = 'created_at' | 'last_name' | 'first_name' | 'form' | 'status';

/** The columns each sort orders by, before the id that makes the order total (and keyset paging exact). */
const sortColumns: Record<LeadInboxQuery['sort'], SortColumn[]> = {
  date: ['created_at'],
  name: ['last_name', 'first_name'],
  form: ['form', 'created_at'],
  status: ['status', 'created_at'],
};

export type LeadFilter = Pick<LeadInboxQuery, 'form' | 'status' | 'topic' | 'country' | 'from' | 'to' | 'q'>;
export type LeadSort = Pick<LeadInboxQuery, 'sort' | 'dir'>;

/** At most eight words, lowercased, with LIKE's wildcards escaped (the same ESCAPE clause on both databases). */
export function searchPatterns(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

export function applyLeadFilter<Q extends LeadsSelect>(select: Q, filter: LeadFilter): Q {
  let query = select as LeadsSelect;
  if (filter.form) query = query.where('leads.form', '=', filter.form as LeadForm);
  if (filter.status) query = query.where('leads.status', '=', filter.status as LeadStatus);
  if (filter.topic) query = query.where('leads.topic', '=', filter.topic);
  if (filter.country) query = query.where('leads.country', '=', filter.country);
  if (filter.from) query = query.where('leads.created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('leads.created_at', '<=', `${filter.to}T23:59:59.999Z`);
  for (const pattern of searchPatterns(filter.q)) {
    query = query.where(sql<boolean>`leads.search_text like ${pattern} escape '\\'`);
  }
  return query as Q;
}

function applySort<Q extends LeadsSelect>(select: Q, { sort, dir }: LeadSort): Q {
  let query = select as LeadsSelect;
  for (const column of sortColumns[sort]) query = query.orderBy(`leads.${column}`, dir);
  return query.orderBy('leads.id', dir) as Q;
}

const listColumns = [
  'leads.id',
  'leads.form',
  'leads.topic',
  'leads.first_name',
  'leads.last_name',
  'leads.email',
  'leads.country',
  'leads.organisation',
  'leads.status',
  'leads.created_at',
] as const;

export interface LeadListRow {
  id: string;
  reference: string;
  form: LeadForm;
  topic: string | null;
  name: string;
  email: string;
  country: string;
  organisation: string | null;
  status: LeadStatus;
  createdAt: string;
  assignee: string | null;
}

/** How many leads the filter matches. */
export async function countLeads(db: Db, filter: LeadFilter): Promise<number> {
  const counted = await applyLeadFilter(db.selectFrom('leads'), filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

/** One page of the inbox and the number of leads the filter matches. */
export async function listLeadPage(db: Db, query: LeadInboxQuery): Promise<{ rows: LeadListRow[]; total: number }> {
  const counted = await applyLeadFilter(db.selectFrom('leads'), query)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await applySort(applyLeadFilter(db.selectFrom('leads'), query), query)
    .leftJoin('staff_users', 'staff_users.id', 'leads.assigned_to')
    .select([...listColumns, 'staff_users.name as assignee'])
    .limit(LEADS_PAGE_SIZE)
    .offset((query.page - 1) * LEADS_PAGE_SIZE)
    .execute();
  return {
    total: Number(counted.total),
    rows: rows.map((row) => ({
      id: row.id,
      reference: leadReference(row.id),
      form: row.form,
      topic: row.topic,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      country: row.country,
      organisation: row.organisation,
      status: row.status,
      createdAt: row.created_at,
      assignee: row.assignee,
    })),
  };
}

const exportColumns = [
  ...listColumns,
  'leads.message',
  'leads.details',
  'leads.updated_at',
  'leads.attachment_key',
  'leads.assigned_to',
] as const;

/** Keyset condition "after this row" in the given sort: (a, b, id) > (x, y, z), spelled out for both databases. */
function after(row: Record<SortColumn | 'id', string>, { sort, dir }: LeadSort) {
  const columns: (SortColumn | 'id')[] = [...sortColumns[sort], 'id'];
  const op = dir === 'desc' ? '<' : '>';
  return (eb: ExpressionBuilder<Database, 'leads'>) =>
    eb.or(
      columns.map((column, index) =>
        eb.and([
          ...columns.slice(0, index).map((earlier) => eb(`leads.${earlier}`, '=', row[earlier])),
          eb(`leads.${column}`, op, row[column]),
        ]),
      ),
    );
}

export type LeadExportRow = Awaited<ReturnType<typeof exportPage>>[number];

async function exportPage(
  db: Db,
  query: LeadFilter & LeadSort,
  last: Record<SortColumn | 'id', string> | undefined,
  size: number,
) {
  let select = applySort(applyLeadFilter(db.selectFrom('leads'), query), query);
  if (last) select = select.where(after(last, query));
  return select
    .leftJoin('staff_users', 'staff_users.id', 'leads.assigned_to')
    .select([...exportColumns, 'staff_users.email as assignee_email'])
    .limit(size)
    .execute();
}

/**
 * Every lead the filter matches, in its sort, read `size` rows at a time. Each page is its own short query, so
 * the database connection is free between pages (an export never stalls the site) and memory holds one page.
 */
export async function* leadsForExport(
  db: Db,
  query: LeadFilter & LeadSort,
  size = 1000,
): AsyncGenerator<LeadExportRow[]> {
  let last: Record<SortColumn | 'id', string> | undefined;
  for (;;) {
    const rows = await exportPage(db, query, last, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1]!;
  }
}
