import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A course is a draft until an academy manager publishes it: learners and visitors see only published courses.
 * Every course that exists when this runs stays published (default 1); the back office creates new ones as drafts
 * (0). An integer 0/1, the portable boolean of both databases.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const courseDraftMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('courses')
      .addColumn('published', 'integer', (column) => column.notNull().defaultTo(1))
      .execute();
  },
};
