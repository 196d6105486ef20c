/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, writeTransaction, type Db } from './dialect';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Another process holds SQLite's write lock (a CLI, a backup, the previous release): the site's writes wait for it
 * without stopping the event loop, so everything else (static files, pages from the cache, reads) goes on, and a
 * write still waiting after about two seconds fails as "database unavailable" (503 with Retry-After).
 */
let path: string;
let db: Db;
let other: SQLite.Database;

beforeEach(async () => {
  path = join(mkdtempSync(join(tmpdir(), 'sqlite-busy-')), 'site.db');
  db = openDatabase({ kind: 'sqlite', path });
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  other = new SQLite(path);
});

afterEach(async () => {
  if (other.inTransaction) other.exec('rollback');
  other.close();
  await db.destroy();
});

/** Counts how often a 10 ms timer fires while `work` runs: a blocked event loop fires it (almost) never. */
async function ticksDuring<T>(work: () => Promise<T>) {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 10);
  const started = performance.now();
  const outcome = await work().then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  clearInterval(timer);
  return { ...outcome, ticks, ms: performance.now() - started };
}

test('a write waits for a lock held elsewhere without blocking the event loop, then goes through', async () => {
  other.exec('begin immediate');
  setTimeout(() => other.exec('commit'), 400);
  const { error, ticks, ms } = await ticksDuring(() =>
    db
      .insertInto('notes' as never)
      .values({ text: 'kept' } as never)
      .execute(),
  );
  expect(error).toBeUndefined();
  expect(ms).toBeGreaterThanOrEqual(350);
  // The timer kept firing while the write waited: at least half of the 10 ms slots.
  expect(ticks).toBeGreaterThan(ms / 10 / 2);
  expect(other.prepare('select text from notes').all()).toEqual([{ text: 'kept' }]);
});

test('a write transaction waits for the lock the same way', async () => {
  other.exec('begin immediate');
  setTimeout(() => other.exec('commit'), 300);
  const { error, ticks, ms } = await ticksDuring(() =>
    writeTransaction(db, (trx) =>
      trx
        .insertInto('notes' as never)
        .values({ text: 'in a transaction' } as never)
        .execute(),
    ),
  );
  expect(error).toBeUndefined();
  expect(ticks).toBeGreaterThan(ms / 10 / 2);
});

test('a lock held past about two seconds fails the write as "database unavailable", stores nothing', async () => {
  other.exec('begin immediate');
  const { error, ticks, ms } = await ticksDuring(() =>
    db
      .insertInto('notes' as never)
      .values({ text: 'lost?' } as never)
      .execute(),
  );
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(ms).toBeGreaterThan(1_500);
  expect(ms).toBeLessThan(4_000);
  expect(ticks).toBeGreaterThan(ms / 10 / 2);
  other.exec('commit');
  expect(other.prepare('select count(*) as n from notes').get()).toEqual({ n: 0 });
});

test('reads go on while another process holds the write lock', async () => {
  other.exec('begin immediate');
  other.exec("insert into notes (text) values ('uncommitted')");
  const { value, ms } = await ticksDuring(() =>
    db
      .selectFrom('notes' as never)
      .selectAll()
      .execute(),
  );
  expect(value).toEqual([]);
  expect(ms).toBeLessThan(500);
});

test('a read-only, full or damaged database counts as unavailable (503), not as a fault of the request', () => {
  for (const code of ['SQLITE_READONLY', 'SQLITE_FULL', 'SQLITE_CORRUPT', 'SQLITE_NOTADB', 'SQLITE_BUSY'])
    expect(isDatabaseUnavailable({ code })).toBe(true);
  expect(isDatabaseUnavailable({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
});
