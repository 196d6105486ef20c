/** @jest-environment node */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { migrate, openDatabase } from '@/lib/server/db';
import { databaseTarget } from '@/lib/server/db/dialect';
import { migrations } from '@/lib/server/db/migrations';

// SQLite databases hold notices from before this migration; test:pg gives each file an already migrated schema.
const onSqlite = process.env.DATABASE_URL ? it.skip : it;

describe('migration 0020_notice_lifecycle', () => {
  onSqlite('keeps every notice with its devices, ranges and files, and frees a rejected reference', async () => {
    const db = openDatabase(
      databaseTarget({
        databasePath: join(tmpdir(), `site-test-notice-migration-${process.pid}-${Date.now()}.db`),
        databasePoolSize: 1,
      }),
    );
    const provider = { getMigrations: async () => migrations };
    await new Migrator({ db, provider }).migrateTo('0019_health_probe');
    const at = '2026-01-02T03:04:05.000Z';
    const notice = {
      reference: 'FSN-OLD-1',
      title: 'Old',
      summary: 'Old notice.',
      issued_on: '2026-01-02',
      countries: '["IT"]',
      author_id: 'a',
      created_at: at,
      approver_id: 'b',
      published_at: at,
      closed_at: null,
      updated_at: at,
    };
    await db
      .insertInto('safety_notices')
      .values({ ...notice, id: 'n-1', status: 'open', close_reason: 'Asked.', close_requested_by: 'b' })
      .execute();
    await db
      .insertInto('safety_notices')
      .values({ ...notice, id: 'n-2', reference: 'FSN-OLD-2', status: 'rejected' })
      .execute();
    await db
      .insertInto('safety_notice_devices')
      .values({ id: 'd-1', notice_id: 'n-1', device_key: 'ww/perceval', udi_di: null })
      .execute();
    await db
      .insertInto('safety_notice_ranges')
      .values({ id: 'r-1', notice_device_id: 'd-1', kind: 'lot', first: 'L1', last: 'L9' })
      .execute();

    await migrate(db);
    expect(
      await db.selectFrom('safety_notices').select(['id', 'status', 'close_reason']).orderBy('id').execute(),
    ).toEqual([
      { id: 'n-1', status: 'open', close_reason: 'Asked.' },
      { id: 'n-2', status: 'rejected', close_reason: null },
    ]);
    expect(await db.selectFrom('safety_notice_ranges').select('first').execute()).toEqual([{ first: 'L1' }]);
    // The foreign keys still hold: a device of no notice is refused.
    await expect(
      db
        .insertInto('safety_notice_devices')
        .values({ id: 'd-x', notice_id: 'none', device_key: 'k', udi_di: null })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    // A live reference stays unique; a rejected one is free again.
    await expect(
      db
        .insertInto('safety_notices')
        .values({ ...notice, id: 'n-3', status: 'draft' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await db
      .insertInto('safety_notices')
      .values({ ...notice, id: 'n-4', reference: 'FSN-OLD-2', status: 'draft' })
      .execute();
    await db.destroy();
  });
});
