import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The rest of a safety notice's life before approval.
 *
 * - A draft can be rejected by a member other than its author, with a reason: who, when and why are kept on the
 *   notice (status 'rejected'; it is never public).
 * - A draft can be withdrawn by its author before approval (status 'withdrawn', when kept here).
 *
 * Plain nullable text columns, the same on SQLite and PostgreSQL. Frozen with the migration: nothing here imports
 * code that may change later.
 */
export const noticeLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('safety_notices').addColumn('reject_reason', 'text').execute();
    await db.schema.alterTable('safety_notices').addColumn('rejected_by', 'text').execute();
    await db.schema.alterTable('safety_notices').addColumn('rejected_at', 'text').execute();
    await db.schema.alterTable('safety_notices').addColumn('withdrawn_at', 'text').execute();
  },
};
