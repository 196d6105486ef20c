import { sql, type Kysely, type Migration } from 'kysely';
import { leadsMigration } from './migrations/0005-leads';

/**
 * Versioned migrations, applied in name order at start-up. Only column types and statements that Kysely's
 * PostgreSQL dialect also runs: text, integer, double precision, explicit primary keys, no AUTOINCREMENT.
 * Never edit a migration that has shipped; add a new one.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('country', 'text')
        .addColumn('onboarded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('brochure_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('hospital', 'text', (c) => c.notNull())
        .addColumn('brochure_id', 'text', (c) => c.notNull())
        .addColumn('marketing_consent', 'integer', (c) => c.notNull())
        .addColumn('download_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('download_expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('onboarding_submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('privacy_policy', 'integer', (c) => c.notNull())
        .addColumn('marketing_consent', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('news')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('news_type', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('courses')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('lectures')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text', (c) => c.notNull())
        .addColumn('video_link', 'text', (c) => c.notNull())
        .addColumn('time_stamps', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();

      await db.schema
        .createTable('lecture_attachments')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('lecture_id', 'integer', (c) => c.notNull().references('lectures.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('enrolments')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('enrolments_pk', ['user_id', 'course_id'])
        .execute();

      await db.schema
        .createTable('lecture_progress')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('lecture_id', 'integer', (c) => c.notNull().references('lectures.id').onDelete('cascade'))
        .addColumn('watched', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position_seconds', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lecture_progress_pk', ['user_id', 'lecture_id'])
        .execute();

      await db.schema
        .createTable('rate_limit_buckets')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body_text', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('error', 'text')
        .execute();
    },
  },
  // The seed course first pointed every lecture at one sample file; each lecture now has its own outline video.
  '0002_lecture_videos': {
    async up(db: Kysely<unknown>) {
      await sql`UPDATE lectures SET video_link = '/videos/academy/lecture-' || id || '.mp4' WHERE video_link = '/videos/academy/perceval-sample-lecture.mp4'`.execute(db);
    },
  },
  // One inbox for every form: the new public forms write here, and earlier brochure and onboarding rows are copied in.
  '0005_leads': leadsMigration,
};
