import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Approvals, round two.
 *
 * - Closing a safety notice takes two people: one member requests it with a reason, a different one confirms it with
 *   their password. The request (who, when, why) and the confirming member are kept on the notice.
 * - A rejected revision frees its identifier: the letter printed on the IFU can be uploaded again. The identifier
 *   stays unique among a document's drafts and published revisions (a partial unique index, on both databases);
 *   the rejected row and its audit rows stay.
 *
 * SQLite cannot drop a table constraint, so there the revisions table is rebuilt with the same columns (nothing
 * references it). Frozen with the migration: nothing here imports code that may change later.
 */
export const approvalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('safety_notices').addColumn('close_reason', 'text').execute();
    await db.schema.alterTable('safety_notices').addColumn('close_requested_by', 'text').execute();
    await db.schema.alterTable('safety_notices').addColumn('close_requested_at', 'text').execute();
    await db.schema.alterTable('safety_notices').addColumn('closed_by', 'text').execute();

    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await db.schema
        .createTable('document_revisions_0017')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('document_id', 'text', (c) => c.notNull().references('documents.id'))
        .addColumn('revision', 'text', (c) => c.notNull())
        .addColumn('issue_date', 'text', (c) => c.notNull())
        .addColumn('file_key', 'text')
        .addColumn('file_name', 'text')
        .addColumn('file_size', 'integer')
        .addColumn('sha256', 'text')
        .addColumn('external_url', 'text')
        .addColumn('change_note', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('author_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('approver_id', 'text')
        .addColumn('published_at', 'text')
        .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const columns = sql.raw(
        'id, document_id, revision, issue_date, file_key, file_name, file_size, sha256, external_url, change_note, ' +
          'status, author_id, created_at, approver_id, published_at, sample',
      );
      await sql`insert into document_revisions_0017 (${columns}) select ${columns} from document_revisions`.execute(db);
      await db.schema.dropTable('document_revisions').execute();
      await db.schema.alterTable('document_revisions_0017').renameTo('document_revisions').execute();
      await db.schema
        .createIndex('document_revisions_public_idx')
        .on('document_revisions')
        .columns(['document_id', 'status', 'published_at'])
        .execute();
    } else {
      await db.schema.alterTable('document_revisions').dropConstraint('document_revisions_document_revision').execute();
    }
    await sql`create unique index document_revisions_letter_idx on document_revisions (document_id, revision) where status <> 'rejected'`.execute(
      db,
    );
  },
};
