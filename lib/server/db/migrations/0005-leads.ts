import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * `leads`: one row per form submission of any kind, the staff inbox's table. Form-specific fields live in
 * `details` (JSON text) so a new form needs no new column; `search_text` is the lowercased text staff search.
 * `lead_notes`: staff notes on a lead. Existing brochure requests and onboarding submissions are copied in under
 * their own ids, so a lead and its source row share one id.
 *
 * Frozen with the migration: nothing here imports code that may change later.
 */
export const leadsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('form', 'text', (c) => c.notNull())
      .addColumn('topic', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('organisation', 'text')
      .addColumn('message', 'text')
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('attachment_key', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .addColumn('assigned_to', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();
    await db.schema.createIndex('leads_form_created_idx').on('leads').columns(['form', 'created_at']).execute();
    await db.schema.createIndex('leads_status_created_idx').on('leads').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('leads_email_idx').on('leads').column('email').execute();

    await db.schema
      .createTable('lead_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'created_at']).execute();

    await backfill(db as Kysely<BackfillTables>);
  },
};

interface SourceRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  created_at: string;
  marketing_consent: number;
}
interface BackfillTables {
  brochure_requests: SourceRow & { hospital: string; brochure_id: string };
  onboarding_submissions: SourceRow & { user_id: string | null };
  leads: Record<string, string | null>;
}

const BATCH = 200;

async function backfill(db: Kysely<BackfillTables>) {
  const brochures = await db
    .selectFrom('brochure_requests')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'country',
      'created_at',
      'marketing_consent',
      'hospital',
      'brochure_id',
    ])
    .execute();
  const onboardings = await db
    .selectFrom('onboarding_submissions')
    .select(['id', 'first_name', 'last_name', 'email', 'country', 'created_at', 'marketing_consent', 'user_id'])
    .execute();
  const rows = [
    ...brochures.map((row) =>
      leadRow(row, 'brochure', row.brochure_id, row.hospital, {
        brochure_id: row.brochure_id,
        marketing_consent: row.marketing_consent === 1,
      }),
    ),
    ...onboardings.map((row) =>
      leadRow(row, 'onboarding', null, null, { user_id: row.user_id, marketing_consent: row.marketing_consent === 1 }),
    ),
  ];
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('leads')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

function leadRow(
  row: SourceRow,
  form: string,
  topic: string | null,
  organisation: string | null,
  details: Record<string, unknown>,
) {
  const searchable = [row.id, form, topic, row.first_name, row.last_name, row.email, row.country, organisation];
  return {
    id: row.id,
    form,
    topic,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    country: row.country,
    organisation,
    message: null,
    details: JSON.stringify(details),
    attachment_key: null,
    status: 'new',
    assigned_to: null,
    created_at: row.created_at,
    updated_at: row.created_at,
    search_text: searchable.filter(Boolean).join(' ').toLowerCase(),
  };
}
