import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * One row the health check writes on every call (lib/server/health.ts): a database that can be read but not
 * written (read-only file, full disk, a lock held past the deadline) must take the instance out of the load
 * balancer, and only a real write shows that.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const healthProbeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('health_probe')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('checked_at', 'text', (column) => column.notNull())
      .execute();
  },
};
