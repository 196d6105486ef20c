import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import { serverConfig } from '../config';
import { migrations } from './migrations';
import { seedDatabase } from './seed';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * Opens the embedded database: WAL so readers never wait for a writer, a busy timeout so concurrent processes
 * queue instead of failing, and synchronous=FULL so a row the site has acknowledged survives a crash.
 */
export function openDatabase(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`[db] migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}

/** Prepares a database for use: latest schema, and the seed rows it lacks (new courses, first news, demo learner). */
export async function prepareDatabase(db: Db): Promise<Db> {
  await migrate(db);
  await seedDatabase(db);
  return db;
}

const globalDb = globalThis as typeof globalThis & { __siteDb?: Promise<Db> };

/** The site's database, opened, migrated and seeded once per process. */
export function getDb(): Promise<Db> {
  globalDb.__siteDb ??= prepareDatabase(openDatabase(serverConfig.databasePath)).catch((error: unknown) => {
    globalDb.__siteDb = undefined;
    throw error;
  });
  return globalDb.__siteDb;
}

/**
 * Runs read-modify-write work in a BEGIN IMMEDIATE transaction: the write lock is taken up front, so two
 * processes can never both read a value and then both write a change based on it.
 */
export async function immediateTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

export const nowIso = () => new Date().toISOString();
