import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Controlled content (issue 41): device editions and legal pages as items with immutable versions, signatures
 * with meaning bound to a version's SHA-256, the routing of which signatures a class of content needs, and a
 * hash chain over the audit log.
 *
 * - A version's content, hash, author and provenance never change (a trigger refuses it); only its state,
 *   effective time and review date move, and each move writes an audit row.
 * - Signatures and their voidings are insert-only (triggers refuse UPDATE and DELETE, and TRUNCATE on
 *   PostgreSQL). A pending signature voided by an edit keeps its row; the voiding is a row of its own.
 * - The audit log is insert-only too, and each row stores its place (`seq`), the previous row's hash and its
 *   own, so an altered or removed row is found by `npm run audit:verify`. Existing rows are chained here, in the
 *   order the log lists them (time, then id).
 *
 * Frozen with the migration: the row hash below is a copy of lib/server/staff/audit-chain.ts as it was written
 * (a unit test checks they agree), so later changes there cannot change what this migration did.
 */
const GENESIS = '0'.repeat(64);

interface LegacyAuditRow {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
}

export function rowHash(row: LegacyAuditRow, seq: number, prevHash: string): string {
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

/** The shipped routing: which meanings a class of content needs, and the role that signs each. */
const DEFAULT_ROUTING = [
  { content_class: 'device_edition', meaning: 'review:medical', role: 'medical_reviewer', position: 1 },
  { content_class: 'device_edition', meaning: 'review:regulatory', role: 'regulatory', position: 2 },
  { content_class: 'device_edition', meaning: 'review:legal', role: 'legal_reviewer', position: 3 },
  { content_class: 'device_edition', meaning: 'approval', role: 'regulatory', position: 4 },
  { content_class: 'legal_page', meaning: 'approval', role: 'legal_reviewer', position: 1 },
];
const DEFAULT_NOTE = "Shipped default, to be confirmed by the company's procedure.";

const INSERT_ONLY = ['controlled_signatures', 'controlled_signature_voids', 'audit_log'];
const FROZEN_VERSION_COLUMNS = [
  'id',
  'item_id',
  'number',
  'content_json',
  'content_sha256',
  'author_id',
  'author_name',
  'created_at',
  'provenance',
  'based_on_id',
];

export const controlledContentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('controlled_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_key', 'text', (c) => c.notNull().unique())
      .addColumn('content_class', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('controlled_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('item_id', 'text', (c) => c.notNull().references('controlled_items.id'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('content_json', 'text', (c) => c.notNull())
      .addColumn('content_sha256', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text')
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('provenance', 'text', (c) => c.notNull())
      .addColumn('based_on_id', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('effective_from', 'text')
      .addColumn('review_by', 'text')
      .addUniqueConstraint('controlled_versions_item_number', ['item_id', 'number'])
      .execute();
    await db.schema
      .createIndex('controlled_versions_state_idx')
      .on('controlled_versions')
      .columns(['state', 'effective_from'])
      .execute();

    await db.schema
      .createTable('controlled_signatures')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('version_id', 'text', (c) => c.notNull().references('controlled_versions.id'))
      .addColumn('signer_id', 'text', (c) => c.notNull())
      .addColumn('signer_name', 'text', (c) => c.notNull())
      .addColumn('signer_email', 'text', (c) => c.notNull())
      .addColumn('meaning', 'text', (c) => c.notNull())
      .addColumn('signed_at', 'text', (c) => c.notNull())
      .addColumn('content_sha256', 'text', (c) => c.notNull())
      .addColumn('comment', 'text')
      .execute();
    await db.schema
      .createIndex('controlled_signatures_version_idx')
      .on('controlled_signatures')
      .column('version_id')
      .execute();

    await db.schema
      .createTable('controlled_signature_voids')
      .addColumn('signature_id', 'text', (c) => c.primaryKey().references('controlled_signatures.id'))
      .addColumn('voided_at', 'text', (c) => c.notNull())
      .addColumn('voided_by_version_id', 'text', (c) => c.notNull().references('controlled_versions.id'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('controlled_routing')
      .addColumn('content_class', 'text', (c) => c.notNull())
      .addColumn('meaning', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('controlled_routing_pk', ['content_class', 'meaning'])
      .execute();
    for (const row of DEFAULT_ROUTING)
      await sql`insert into controlled_routing (content_class, meaning, role, position, note) values (${row.content_class}, ${row.meaning}, ${row.role}, ${row.position}, ${DEFAULT_NOTE})`.execute(
        db,
      );

    await chainAuditLog(db);
    const postgres = db.getExecutor().adapter.supportsTransactionalDdl;
    if (postgres) await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

async function chainAuditLog(db: Kysely<unknown>) {
  await db.schema.alterTable('audit_log').addColumn('seq', 'integer').execute();
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('row_hash', 'text').execute();
  const { rows } =
    await sql<LegacyAuditRow>`select id, at, actor_id, actor_email, action, entity_type, entity_id, before_json, after_json, ip from audit_log order by at, id`.execute(
      db,
    );
  let prev = GENESIS;
  let seq = 0;
  for (const row of rows) {
    seq += 1;
    const hash = rowHash(row, seq, prev);
    await sql`update audit_log set seq = ${seq}, prev_hash = ${prev}, row_hash = ${hash} where id = ${row.id}`.execute(
      db,
    );
    prev = hash;
  }
  // One row per place in the chain: two writers can never both append after the same row.
  await sql`create unique index audit_log_seq_idx on audit_log (seq)`.execute(db);
}

async function sqliteTriggers(db: Kysely<unknown>) {
  for (const table of INSERT_ONLY) {
    await sql
      .raw(
        `create trigger ${table}_no_update before update on ${table} begin select raise(abort, '${table} is insert-only'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_no_delete before delete on ${table} begin select raise(abort, '${table} is insert-only'); end`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger controlled_versions_frozen before update of ${FROZEN_VERSION_COLUMNS.join(', ')} on controlled_versions ` +
        `begin select raise(abort, 'a controlled version''s content is immutable'); end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger controlled_versions_no_delete before delete on controlled_versions ` +
        `begin select raise(abort, 'controlled versions are never deleted'); end`,
    )
    .execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql
    .raw(
      `create function refuse_insert_only_change() returns trigger language plpgsql as $$
       begin raise exception '% is insert-only', tg_table_name; end $$`,
    )
    .execute(db);
  for (const table of INSERT_ONLY) {
    await sql
      .raw(
        `create trigger ${table}_insert_only before update or delete on ${table} for each row execute function refuse_insert_only_change()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function refuse_insert_only_change()`,
      )
      .execute(db);
  }
  const changed = FROZEN_VERSION_COLUMNS.map((column) => `new.${column} is distinct from old.${column}`).join(' or ');
  await sql
    .raw(
      `create function controlled_versions_frozen() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' then raise exception 'controlled versions are never deleted'; end if;
         if ${changed} then raise exception 'a controlled version''s content is immutable'; end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger controlled_versions_frozen before update or delete on controlled_versions for each row execute function controlled_versions_frozen()`,
    )
    .execute(db);
}
