import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A course may show a picture uploaded by an academy manager instead of one the site ships. `image_key` is its
 * storage key (null for a shipped picture), `image_alt` its alternative text (required with an upload; a shipped
 * picture stays decorative). `image_url` keeps the address pages show, so existing readers need no change.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const coursePictureMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').addColumn('image_key', 'text').execute();
    await db.schema.alterTable('courses').addColumn('image_alt', 'text').execute();
  },
};
