import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * News becomes staff-edited content. `status` is 'draft' or 'published'; only published rows without
 * `deleted_at` are ever served. `body_format` says how `body` is written: the rows that exist today are HTML
 * (kept as they are, so their reviewed text does not change through a conversion), everything staff write is
 * 'markdown'. Every existing row was public, so it becomes published, dated by its own news date.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const newsAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('news')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
      .execute();
    await db.schema
      .alterTable('news')
      .addColumn('body_format', 'text', (c) => c.notNull().defaultTo('html'))
      .execute();
    await db.schema.alterTable('news').addColumn('published_at', 'text').execute();
    await db.schema.alterTable('news').addColumn('created_at', 'text').execute();
    await db.schema.alterTable('news').addColumn('updated_at', 'text').execute();
    await db.schema.alterTable('news').addColumn('deleted_at', 'text').execute();
    await db.schema.alterTable('news').addColumn('image_key', 'text').execute();
    await db.schema.alterTable('news').addColumn('image_alt', 'text').execute();
    const typed = db as unknown as Kysely<{
      news: { date: string; published_at: string | null; created_at: string | null; updated_at: string | null };
    }>;
    await typed
      .updateTable('news')
      .set((eb) => ({ published_at: eb.ref('date'), created_at: eb.ref('date'), updated_at: eb.ref('date') }))
      .execute();
    await db.schema.createIndex('news_public_idx').on('news').columns(['status', 'deleted_at', 'date']).execute();
  },
};
