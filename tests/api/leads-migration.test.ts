/** @jest-environment node */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { migrate, openDatabase } from '@/lib/server/db';
import { databaseTarget } from '@/lib/server/db/dialect';
import { migrations } from '@/lib/server/db/migrations';

// Only SQLite databases hold rows from before this migration: every PostgreSQL database is created after it
// shipped, and test:pg gives each test file a schema that is already migrated.
const onSqlite = process.env.DATABASE_URL ? it.skip : it;

describe('migration 0005_leads', () => {
  onSqlite('copies existing brochure requests and onboarding submissions into leads under their own ids', async () => {
    const db = openDatabase(
      databaseTarget({
        databasePath: join(tmpdir(), `site-test-leads-migration-${process.pid}-${Date.now()}.db`),
        databasePoolSize: 1,
      }),
    );
    const provider = { getMigrations: async () => migrations };
    const before = Object.keys(migrations)
      .sort()
      .filter((name) => name < '0005_leads')
      .at(-1)!;
    await new Migrator({ db, provider }).migrateTo(before);
    const at = '2025-01-02T03:04:05.000Z';
    await db
      .insertInto('brochure_requests')
      .values({
        id: 'b-1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        country: 'Italy',
        hospital: 'San Giovanni',
        brochure_id: 'solo-smart',
        marketing_consent: 1,
        download_token_hash: 'h',
        download_expires_at: at,
        created_at: at,
      })
      .execute();
    await db
      .insertInto('onboarding_submissions')
      .values({
        id: 'o-1',
        user_id: null,
        first_name: 'Grace',
        last_name: 'Hopper',
        country: 'Canada',
        email: 'grace@example.com',
        privacy_policy: 1,
        marketing_consent: 0,
        created_at: at,
      })
      .execute();

    await migrate(db);
    const leads = await db.selectFrom('leads').selectAll().orderBy('id').execute();
    expect(leads).toHaveLength(2);
    expect(leads[0]).toMatchObject({
      id: 'b-1',
      form: 'brochure',
      topic: 'solo-smart',
      organisation: 'San Giovanni',
      status: 'new',
      created_at: at,
      updated_at: at,
    });
    expect(JSON.parse(leads[0]!.details)).toEqual({ brochure_id: 'solo-smart', marketing_consent: true });
    expect(leads[0]!.search_text).toContain('lovelace');
    expect(leads[1]).toMatchObject({ id: 'o-1', form: 'onboarding', email: 'grace@example.com', status: 'new' });
    await db.destroy();
  });
});
