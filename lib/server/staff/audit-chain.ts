import 'server-only';
import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@/lib/server/db';
import type { Database } from '@/lib/server/db/schema';

/**
 * The audit log as a hash chain (21 CFR 11.10(a) and (e): an altered or removed record can be detected). Each row
 * has its place `seq` (1, 2, 3...), the previous row's hash and its own: the SHA-256 of its recorded fields, its
 * place and the previous hash. Changing a field breaks that row's hash; recomputing it breaks the next row's link;
 * removing a row leaves a gap in the places. The database also refuses UPDATE and DELETE on the table (triggers of
 * migration 0021), so only someone who bypasses the site and drops those triggers can try, and this finds it.
 *
 * What a chain alone cannot show: the newest rows removed together with nothing after them. `verifyAuditChain`
 * answers the head (place and hash); docs/requirements.md says how it is kept outside the database.
 */
export const GENESIS_HASH = '0'.repeat(64);

type AuditRow = Selectable<Database['audit_log']>;
export type AuditFields = Omit<AuditRow, 'seq' | 'prev_hash' | 'row_hash'>;

/** The row's hash over its recorded fields (a JSON array: fixed order, no key-order question); chain columns aside. */
export function auditRowHash(row: AuditFields, seq: number, prevHash: string): string {
  const fields = [
    seq,
    row.id,
    row.at,
    row.actor_id,
    row.actor_email,
    row.action,
    row.entity_type,
    row.entity_id,
    row.before_json,
    row.after_json,
    row.ip,
    prevHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Appends one row after the current last one. Runs inside the caller's write transaction (withAudit), which
 * serialises writers; the unique index on `seq` refuses a second row at the same place if two ever raced.
 */
export async function appendAuditRow(trx: Db, row: AuditFields): Promise<void> {
  const last = await trx
    .selectFrom('audit_log')
    .select(['seq', 'row_hash'])
    .where('seq', 'is not', null)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  const seq = (last ? Number(last.seq) : 0) + 1;
  const prevHash = last?.row_hash ?? GENESIS_HASH;
  const values: Insertable<Database['audit_log']> = {
    ...row,
    seq,
    prev_hash: prevHash,
    row_hash: auditRowHash(row, seq, prevHash),
  };
  await trx.insertInto('audit_log').values(values).execute();
}

export type AuditChainReport =
  | { ok: true; rows: number; head: { seq: number; hash: string } | null }
  | { ok: false; rows: number; seq: number | null; id: string | null; problem: string };

const PAGE = 1000;

/**
 * Walks the whole chain in order and names the first row that was altered or removed. The back office's check
 * and `npm run audit:verify` both call this.
 */
export async function verifyAuditChain(db: Db): Promise<AuditChainReport> {
  const unchained = await db
    .selectFrom('audit_log')
    .select(['id'])
    // A place below the first (0 or negative) is outside the walk below, so it counts as unchained too.
    .where((eb) =>
      eb.or([eb('seq', 'is', null), eb('seq', '<', 1), eb('row_hash', 'is', null), eb('prev_hash', 'is', null)]),
    )
    .executeTakeFirst();
  if (unchained)
    return {
      ok: false,
      rows: 0,
      seq: null,
      id: unchained.id,
      problem: `row ${unchained.id} is not in the chain: it was written past the site (no place or hash)`,
    };
  let previous = null as { seq: number; hash: string } | null;
  let checked = 0;
  for (;;) {
    const page: AuditRow[] = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>', previous?.seq ?? 0)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    for (const row of page) {
      const seq = Number(row.seq);
      const expectedSeq: number = (previous?.seq ?? 0) + 1;
      const fail = (problem: string): AuditChainReport => ({ ok: false, rows: checked, seq, id: row.id, problem });
      if (seq !== expectedSeq)
        return fail(
          expectedSeq === seq - 1
            ? `row #${expectedSeq} was removed (row #${seq} follows #${expectedSeq - 1})`
            : `rows #${expectedSeq} to #${seq - 1} were removed (row #${seq} follows #${expectedSeq - 1})`,
        );
      if (row.prev_hash !== (previous?.hash ?? GENESIS_HASH))
        return {
          ok: false,
          rows: checked,
          seq: seq - 1,
          id: null,
          problem: `row #${seq - 1} was altered: row #${seq} chains a hash that row #${seq - 1} no longer has`,
        };
      if (auditRowHash(row, seq, row.prev_hash) !== row.row_hash)
        return fail(`row #${seq} (${row.id}) was altered: its recorded fields no longer give its hash`);
      previous = { seq, hash: row.row_hash };
      checked += 1;
    }
    if (page.length < PAGE) return { ok: true, rows: checked, head: previous };
  }
}
