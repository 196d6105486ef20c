/**
 * With TEST_DATABASE_URL set, each test file (in the node environment) runs on a fresh PostgreSQL schema: created
 * and brought to the latest migration with the seed before the file's tests, as `npm run db:migrate` would, and
 * dropped after them. Without it nothing happens here: the SQLite file migrates itself on first use.
 */
const schema = process.env.TEST_DATABASE_SCHEMA;
const adminUrl = process.env.TEST_DATABASE_URL;
const runsOnPostgres = Boolean(schema && adminUrl) && typeof window === 'undefined';

async function admin(statement: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (runsOnPostgres) {
  beforeAll(async () => {
    await admin(`create schema "${schema}"`);
    // In a registry of its own, so a test that sets variables before importing the config still sees them.
    await jest.isolateModulesAsync(async () => {
      const { databaseTarget, openDatabase, prepareDatabase } = await import('@/lib/server/db');
      const { serverConfig } = await import('@/lib/server/config');
      const db = openDatabase(databaseTarget(serverConfig));
      await prepareDatabase(db);
      await db.destroy();
    });
  }, 30_000);

  afterAll(async () => {
    const shared = globalThis as typeof globalThis & { __siteDb?: Promise<{ destroy(): Promise<void> }> };
    await (await shared.__siteDb?.catch(() => undefined))?.destroy();
    shared.__siteDb = undefined;
    await admin(`drop schema if exists "${schema}" cascade`);
  }, 30_000);
}
