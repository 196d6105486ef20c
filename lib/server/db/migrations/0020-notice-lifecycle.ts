import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The rest of a safety notice's life before approval.
 *
 * - A draft can be rejected by a member other than its author, with a reason: who, when and why are kept on the
 *   notice (status 'rejected'; it is never public).
 * - A draft can be withdrawn by its author before approval (status 'withdrawn', when kept here).
 * - Its author corrects a rejected draft as a new draft (`corrects_id` names the rejected one), which usually keeps
 *   the printed reference. So a rejected or withdrawn notice frees its reference, as a rejected revision frees its
 *   letter (0017): the reference stays unique among drafts, open and closed notices (a partial unique index).
 *
 * SQLite cannot drop a column's UNIQUE constraint, so there the table is rebuilt with the same rows. Other tables
 * reference it (devices and files, with ON DELETE CASCADE): foreign keys are switched off for the rebuild, so
 * dropping the old table deletes nothing, and checked before they are switched on again (SQLite runs migrations
 * outside a transaction, where the pragma works). Frozen with the migration: nothing here imports code that may
 * change later.
 */
export const noticeLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const added = ['reject_reason', 'rejected_by', 'rejected_at', 'withdrawn_at', 'corrects_id'];
    const postgres = db.getExecutor().adapter.supportsTransactionalDdl;
    if (postgres) {
      for (const column of added) await db.schema.alterTable('safety_notices').addColumn(column, 'text').execute();
      await sql`alter table safety_notices drop constraint safety_notices_reference_key`.execute(db);
    } else {
      await sql`pragma foreign_keys = off`.execute(db);
      try {
        await db.schema
          .createTable('safety_notices_0020')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('reference', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('summary', 'text', (c) => c.notNull())
          .addColumn('issued_on', 'text', (c) => c.notNull())
          .addColumn('countries', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('author_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('approver_id', 'text')
          .addColumn('published_at', 'text')
          .addColumn('closed_at', 'text')
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('close_reason', 'text')
          .addColumn('close_requested_by', 'text')
          .addColumn('close_requested_at', 'text')
          .addColumn('closed_by', 'text')
          .addColumn('reject_reason', 'text')
          .addColumn('rejected_by', 'text')
          .addColumn('rejected_at', 'text')
          .addColumn('withdrawn_at', 'text')
          .addColumn('corrects_id', 'text')
          .execute();
        const columns = sql.raw(
          'id, reference, title, summary, issued_on, countries, status, author_id, created_at, approver_id, ' +
            'published_at, closed_at, updated_at, sample, close_reason, close_requested_by, close_requested_at, closed_by',
        );
        await sql`insert into safety_notices_0020 (${columns}) select ${columns} from safety_notices`.execute(db);
        await db.schema.dropTable('safety_notices').execute();
        await db.schema.alterTable('safety_notices_0020').renameTo('safety_notices').execute();
        const broken = await sql`pragma foreign_key_check`.execute(db);
        if (broken.rows.length > 0) throw new Error('safety_notices rebuild left rows without their notice');
      } finally {
        await sql`pragma foreign_keys = on`.execute(db);
      }
    }
    await sql`create unique index safety_notices_reference_idx on safety_notices (reference) where status in ('draft', 'open', 'closed')`.execute(
      db,
    );
  },
};
