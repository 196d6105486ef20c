import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { leadsMigration } from './migrations/0005-leads';
import { newsAdminMigration } from './migrations/0007-news-admin';
import { inboxMigration } from './migrations/0010-inbox';
import { academyAdminMigration } from './migrations/0008-academy-admin';
import { gdprMigration } from './migrations/0009-gdpr';
import { webVitalsMigration } from './migrations/0011-web-vitals';
import { coursePictureMigration } from './migrations/0012-course-picture';
import { totpReplayMigration } from './migrations/0013-totp-replay';
import { documentCentreMigration } from './migrations/0014-document-centre';
import { courseDraftMigration } from './migrations/0016-course-draft';
import { approvalsMigration } from './migrations/0017-approvals';
import { deviceFollowsMigration } from './migrations/0018-device-follows';
import { healthProbeMigration } from './migrations/0019-health-probe';
import { noticeLifecycleMigration } from './migrations/0020-notice-lifecycle';
import { controlledContentMigration } from './migrations/0021-controlled-content';
import { controlledReviewMigration } from './migrations/0022-controlled-review';

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
      await sql`UPDATE lectures SET video_link = '/videos/academy/lecture-' || id || '.mp4' WHERE video_link = '/videos/academy/perceval-sample-lecture.mp4'`.execute(
        db,
      );
    },
  },
  // The back office: staff accounts apart from learners (tables better-auth reads through our Kysely instance,
  // column names mapped in lib/server/staff/auth.ts), and the audit log that every staff change writes to.
  '0004_staff': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image', 'text')
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_user_idx').on('staff_sessions').column('user_id').execute();

      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', 'text')
        .addColumn('refresh_token_expires_at', 'text')
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_accounts_user_idx').on('staff_accounts').column('user_id').execute();

      await db.schema
        .createTable('staff_verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_verifications_identifier_idx')
        .on('staff_verifications')
        .column('identifier')
        .execute();

      await db.schema
        .createTable('staff_two_factors')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backup_codes', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .execute();
      await db.schema.createIndex('staff_two_factors_user_idx').on('staff_two_factors').column('user_id').execute();

      // Signing key of staff cookies and of the stored TOTP secrets when BETTER_AUTH_SECRET is not set: one
      // random value per database, so every instance and the staff:add CLI agree on it.
      await db.schema
        .createTable('staff_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO staff_settings (key, value) VALUES ('auth_secret', ${randomBytes(32).toString('base64url')})`.execute(
        db,
      );

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
      await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
      await db.schema
        .createIndex('audit_log_entity_idx')
        .on('audit_log')
        .columns(['entity_type', 'entity_id'])
        .execute();
    },
  },
  // One inbox for every form: the new public forms write here, and earlier brochure and onboarding rows are copied in.
  '0005_leads': leadsMigration,
  '0007_news_admin': newsAdminMigration,
  // The staff leads inbox: indexes for its sorts, filters and keyset-paged export.
  '0010_inbox': inboxMigration,
  // The academy in the back office: learner deactivation and single-use set-password links.
  '0008_academy_admin': academyAdminMigration,
  // Case-insensitive address lookups for the GDPR tools, and date indexes for retention and the outbox.
  '0009_gdpr': gdprMigration,
  // Real-user Web Vitals sent with analytics consent, reported per page template and ISO week at /admin/vitals.
  '0011_web_vitals': webVitalsMigration,
  // Course pictures uploaded in the back office: storage key and alternative text.
  '0012_course_picture': coursePictureMigration,
  // A staff TOTP code works once: the last accepted time step per member.
  '0013_totp_replay': totpReplayMigration,
  // The device document centre: documents, revisions, identifiers, paper copies, safety notices.
  '0014_document_centre': documentCentreMigration,
  // A new course is a draft until published in the back office; existing courses stay published.
  '0016_course_draft': courseDraftMigration,
  // Closing a safety notice takes two people; a rejected revision frees its identifier.
  '0017_approvals': approvalsMigration,
  // The health check proves the database can be written, not only read.
  '0018_device_follows': deviceFollowsMigration,
  '0019_health_probe': healthProbeMigration,
  // A safety-notice draft can be rejected with a reason (by another member) or withdrawn by its author.
  '0020_notice_lifecycle': noticeLifecycleMigration,
  // Device editions and legal pages as controlled versions with signatures; the audit log becomes a hash chain.
  '0021_controlled_content': controlledContentMigration,
  // Review dates of controlled content: what a lapse does per class, and each lapse recorded once.
  '0022_controlled_review': controlledReviewMigration,
};
