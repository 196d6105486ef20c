import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The academy in the back office. Learners can be deactivated (`users.active`, `users.deactivated_at`), and are
 * invited or reset through single-use set-password links whose tokens are stored only as SHA-256 hashes
 * (`learner_invites`). Frozen with the migration: nothing here imports code that may change later.
 */
export const academyAdminMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();

    await db.schema
      .createTable('learner_invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('learner_invites_user_idx').on('learner_invites').column('user_id').execute();
    // The progress report reads a course's progress rows by lecture.
    await db.schema.createIndex('lecture_progress_lecture_idx').on('lecture_progress').column('lecture_id').execute();
    await db.schema.createIndex('enrolments_course_idx').on('enrolments').column('course_id').execute();
  },
};
