import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Real-user Web Vitals (one row per measurement a consenting visitor's browser sent to /api/vitals). Nothing
 * that identifies a person: no address, user agent, cookie, path or time finer than the ISO week and the day
 * the row is purged by (`created_at`). `week` is stored so both databases group by the same text column.
 * The index serves the report: rows of a week range, partitioned by template and metric, ordered by value.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const webVitalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('web_vitals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('template', 'text', (c) => c.notNull())
      .addColumn('device', 'text', (c) => c.notNull())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('web_vitals_report_idx')
      .on('web_vitals')
      .columns(['week', 'template', 'metric', 'value'])
      .execute();
    await db.schema.createIndex('web_vitals_created_idx').on('web_vitals').column('created_at').execute();
  },
};
