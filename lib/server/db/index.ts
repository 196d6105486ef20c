import 'server-only';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { serverConfig } from '../config';
import {
  databaseTarget,
  describeTarget,
  migratesAtStart,
  migrationTableSchema,
  openDatabase,
  writeTransaction,
  type Db,
} from './dialect';
import { migrations } from './migrations';
import { seedDatabase } from './seed';

export { databaseTarget, describeTarget, openDatabase, writeTransaction, type Db };
const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * The database's schema is not the one this code needs: migrations are missing, or one failed. Unlike an
 * unreachable server, waiting or retrying will not fix it; migrating will.
 */
class DatabaseSchemaError extends Error {
  override name = 'DatabaseSchemaError';
}

async function migrator(db: Db) {
  return new Migrator({ db, provider, migrationTableSchema: await migrationTableSchema(db) });
}

/** Applies the migrations the database lacks, in name order; answers their names. */
export async function migrate(db: Db): Promise<string[]> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  if (error) {
    const failed = (results ?? []).find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
    throw new DatabaseSchemaError(`${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Names of the migrations this code knows and the database has not had yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  return (await (await migrator(db)).getMigrations())
    .filter((migration) => !migration.executedAt)
    .map((migration) => migration.name);
}

/** Refuses to serve from a database whose schema is older than the code. */
export async function assertMigrated(db: Db, where = 'the database'): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new DatabaseSchemaError(
      `${where} lacks migration(s) ${pending.join(', ')}. Run \`npm run db:migrate\` with the same DATABASE_URL before starting the site.`,
    );
  }
}

/** Prepares a database for use: latest schema, and the seed rows it lacks (new courses, first news, demo learner). */
export async function prepareDatabase(db: Db): Promise<Db> {
  await migrate(db);
  await seedDatabase(db);
  return db;
}

async function openSiteDatabase(): Promise<Db> {
  const target = databaseTarget(serverConfig);
  const db = openDatabase(target);
  try {
    if (migratesAtStart(target)) return await prepareDatabase(db);
    await assertMigrated(db, describeTarget(target));
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

const globalDb = globalThis as typeof globalThis & { __siteDb?: Promise<Db> };

/**
 * The site's database, opened once per process: the SQLite file (migrated and seeded here), or PostgreSQL when
 * DATABASE_URL is set (checked to be migrated; see dialect.ts for why it is not migrated here).
 */
export function getDb(): Promise<Db> {
  globalDb.__siteDb ??= openSiteDatabase().catch((error: unknown) => {
    globalDb.__siteDb = undefined;
    throw error;
  });
  return globalDb.__siteDb;
}

export const nowIso = () => new Date().toISOString();
