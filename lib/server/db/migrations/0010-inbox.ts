import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes of the staff leads inbox, chosen from `node scripts/bench/leads.mjs` on 100,000 leads. Each list sort
 * (date, name, form, status) and each equality filter (form, status, topic, country) followed by the date order
 * reads an index in order and stops at the page, with `id` last so the order is total and keyset pages of the
 * CSV export are exact. The word search is a LIKE on `search_text` with a leading wildcard, which no B-tree index
 * serves (see lib/server/leads/inbox-query.ts). Plain multi-column indexes: the same statements on PostgreSQL.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const inboxMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // 0005's indexes without the id; these replace them (same leading columns), so writes keep the same cost.
    for (const name of ['leads_created_idx', 'leads_form_created_idx', 'leads_status_created_idx']) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
    await db.schema.createIndex('leads_created_id_idx').on('leads').columns(['created_at', 'id']).execute();
    await db.schema
      .createIndex('leads_form_created_id_idx')
      .on('leads')
      .columns(['form', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('leads_status_created_id_idx')
      .on('leads')
      .columns(['status', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('leads_topic_created_id_idx')
      .on('leads')
      .columns(['topic', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('leads_country_created_id_idx')
      .on('leads')
      .columns(['country', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('leads_name_idx').on('leads').columns(['last_name', 'first_name', 'id']).execute();
    await db.schema.createIndex('leads_assigned_idx').on('leads').column('assigned_to').execute();
  },
};
