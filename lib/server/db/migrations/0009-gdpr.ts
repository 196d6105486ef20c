import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes for the GDPR tools and the outbox. Privacy searches match addresses ignoring case, so they filter on
 * lower(email); an expression index (SQLite and PostgreSQL both have them) keeps that a lookup, not a scan, with
 * 100,000 leads. Retention scans by date; the outbox lists newest first. The retention setting itself is a row
 * in `staff_settings`, which needs no schema change.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const gdprMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const lowerIndex = (name: string, table: string, column: string) =>
      db.schema
        .createIndex(name)
        .on(table)
        .expression(sql`lower(${sql.ref(column)})`)
        .execute();
    await lowerIndex('leads_email_lower_idx', 'leads', 'email');
    await lowerIndex('brochure_requests_email_lower_idx', 'brochure_requests', 'email');
    await lowerIndex('onboarding_submissions_email_lower_idx', 'onboarding_submissions', 'email');
    await lowerIndex('users_email_lower_idx', 'users', 'email');
    await lowerIndex('mail_outbox_to_lower_idx', 'mail_outbox', 'to_address');
    await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('brochure_requests_created_idx').on('brochure_requests').column('created_at').execute();
    await db.schema
      .createIndex('onboarding_submissions_created_idx')
      .on('onboarding_submissions')
      .column('created_at')
      .execute();
  },
};
