import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { BusyRetryingSqliteDialect } from './sqlite-busy';

/**
 * Everything that differs between the embedded SQLite file and a shared PostgreSQL lives in this module:
 * opening the connection, the write transaction, the start-up policy and how numbers come back. Migrations,
 * repositories and route handlers are written once, in the SQL both databases share.
 */
export type Db = Kysely<Database>;

type DatabaseTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };

export function databaseTarget(config: {
  databaseUrl?: string;
  databasePath: string;
  databasePoolSize: number;
}): DatabaseTarget {
  const url = config.databaseUrl;
  if (!url) return { kind: 'sqlite', path: config.databasePath };
  // The message never repeats the URL: it may hold a password.
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('DATABASE_URL must be a postgres:// URL (leave it unset to use the SQLite file).');
  return { kind: 'postgres', url, poolSize: config.databasePoolSize };
}

/** Where the data lives, for logs and error messages: never the user name or password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `SQLite file ${target.path}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/**
 * On SQLite (one machine) the site migrates and seeds itself at start, so there is nothing to remember. On
 * PostgreSQL an instance only checks that the schema is current: changing a shared schema is one explicit
 * release step (`npm run db:migrate`) run before new instances start, with one log and one place to fail, and
 * the site's own role needs no right to change the schema. (Running it from several places at once would be
 * safe: Kysely's migrator holds an advisory lock and the seed is a write transaction.) docs/operations.md.
 */
export const migratesAtStart = (target: DatabaseTarget) => target.kind === 'sqlite';

export function openDatabase(target: DatabaseTarget): Db {
  return target.kind === 'sqlite' ? openSqlite(target.path) : openPostgres(target.url, target.poolSize);
}

/**
 * WAL so readers never wait for a writer, and synchronous=FULL so a row the site has acknowledged survives a
 * crash. Opening may wait for another process's lock (before the server listens); after that the busy timeout is
 * 0 and a locked database is waited for on the event loop, never on the main thread (./sqlite-busy.ts).
 */
function openSqlite(path: string): Db {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 0');
  return new Kysely<Database>({ dialect: new BusyRetryingSqliteDialect({ database: sqlite }) });
}

// PostgreSQL answers count(*) and sum() as bigint and avg() as numeric, which node-postgres hands over as strings
// to keep every digit. The site's counts and sums stay far below 2^53, so they come back as numbers, as on SQLite.
const NUMBER_TYPES = new Set<number>([pg.types.builtins.INT8, pg.types.builtins.NUMERIC]);
const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  NUMBER_TYPES.has(oid) && format !== 'binary'
    ? (value: string) => Number(value)
    : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'];

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A CLI or a build step ends when its work is done instead of waiting for idle connections to time out.
    allowExitOnIdle: true,
    application_name: 'corcym-website',
    types: { getTypeParser },
  });
  // A connection dropped while idle (server restart, failover) is replaced on the next query; it must not crash the process.
  pool.on('error', (error) => console.error('[db] idle PostgreSQL connection failed:', error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Asked of the adapter's abilities, not with instanceof: the database opened by the start-up hook reaches the
 * routes from another bundle, whose copy of Kysely has its own PostgresAdapter class. Of the two databases the
 * site runs on, only PostgreSQL runs schema changes inside transactions.
 */
const isPostgres = (db: Db) => db.getExecutor().adapter.supportsTransactionalDdl;

/** The schema Kysely's migration tables belong in: the connection's own on PostgreSQL, none on SQLite. */
export async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

// serialization_failure and deadlock_detected: PostgreSQL undid the transaction, which can simply run again.
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs read-modify-write work so that it behaves as if no other write ran at the same time.
 *
 * SQLite: BEGIN IMMEDIATE takes the write lock up front, so two processes can never both read a value and then
 * both write a change based on it.
 *
 * PostgreSQL: SERIALIZABLE isolation, retried (up to 10 runs, short random pauses) when the server reports a
 * serialization failure or a deadlock. That gives the same guarantee without one lock for all writes across all
 * instances, which a single advisory lock would be. Because the work may run more than once, it must only touch
 * the database (no e-mail, no outside calls inside it).
 */
export async function writeTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) {
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
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= MAX_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      // Random, growing pauses spread the contenders out, so each round lets at least one more through.
      await sleep(Math.random() * Math.min(5 * 2 ** attempt, 200));
    }
  }
}
