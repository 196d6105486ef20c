/** @jest-environment node */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely/migration';
import { getDb, migrate, openDatabase, type Db } from '@/lib/server/db';
import { databaseTarget } from '@/lib/server/db/dialect';
import { migrations } from '@/lib/server/db/migrations';
import { rowHash as migrationRowHash } from '@/lib/server/db/migrations/0021-controlled-content';
import { pastTheTriggers } from '@/tests/signers';
import { withAudit, type AuditActor } from './audit';
import { auditRowHash, GENESIS_HASH, verifyAuditChain } from './audit-chain';

const actor: AuditActor = { id: null, email: 'chain-test@example.com', ip: '203.0.113.5' };

async function writeRows(db: Db, count: number) {
  for (let index = 0; index < count; index += 1)
    await withAudit(db, actor, { action: 'test.chain', entity: 'thing', entityId: String(index) }, async () => ({
      result: undefined,
      after: { index },
    }));
}

const rowsOf = (db: Db) => db.selectFrom('audit_log').selectAll().orderBy('seq').execute();

test('each row chains the previous row’s hash; an intact log verifies and answers its head', async () => {
  const db = await getDb();
  await writeRows(db, 5);
  const rows = await rowsOf(db);
  expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, index) => index + 1));
  expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
  for (const [index, row] of rows.entries()) {
    if (index > 0) expect(row.prev_hash).toBe(rows[index - 1]!.row_hash);
    expect(auditRowHash(row, Number(row.seq), row.prev_hash!)).toBe(row.row_hash);
    // The migration's frozen copy computes the same hash, so rows it chained verify with today's code.
    expect(migrationRowHash(row, Number(row.seq), row.prev_hash!)).toBe(row.row_hash);
  }
  const last = rows.at(-1)!;
  expect(await verifyAuditChain(db)).toEqual({
    ok: true,
    rows: rows.length,
    head: { seq: Number(last.seq), hash: last.row_hash },
  });
});

test('rows written at the same time still form one chain, one row per place', async () => {
  const db = await getDb();
  await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      withAudit(db, actor, { action: 'test.parallel', entity: 'thing', entityId: String(index) }, async () => ({
        result: undefined,
      })),
    ),
  );
  const rows = await rowsOf(db);
  expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_, index) => index + 1));
  expect(rows.filter((row) => row.action === 'test.parallel')).toHaveLength(8);
  expect(await verifyAuditChain(db)).toMatchObject({ ok: true, rows: rows.length });
});

test('a row edited in the database is named by verify, whether or not its hash was recomputed', async () => {
  const db = await getDb();
  await writeRows(db, 3);
  const target = (await rowsOf(db)).find((row) => row.entity_id === '1' && row.action === 'test.chain')!;
  const seq = Number(target.seq);
  await pastTheTriggers(db, 'audit_log', () =>
    db.updateTable('audit_log').set({ actor_email: 'someone-else@example.com' }).where('id', '=', target.id).execute(),
  );
  expect(await verifyAuditChain(db)).toMatchObject({
    ok: false,
    seq,
    id: target.id,
    problem: expect.stringContaining(`row #${seq}`),
  });
  // Whoever also recomputes the row's own hash breaks the next row's link instead.
  const forged = auditRowHash({ ...target, actor_email: 'someone-else@example.com' }, seq, target.prev_hash!);
  await pastTheTriggers(db, 'audit_log', () =>
    db.updateTable('audit_log').set({ row_hash: forged }).where('id', '=', target.id).execute(),
  );
  expect(await verifyAuditChain(db)).toMatchObject({
    ok: false,
    seq,
    problem: `row #${seq} was altered: row #${seq + 1} chains a hash that row #${seq} no longer has`,
  });
  await pastTheTriggers(db, 'audit_log', () =>
    db
      .updateTable('audit_log')
      .set({ actor_email: target.actor_email, row_hash: target.row_hash })
      .where('id', '=', target.id)
      .execute(),
  );
  expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
});

test('a row deleted from the database is named by verify', async () => {
  const db = await getDb();
  await writeRows(db, 3);
  const rows = await rowsOf(db);
  const removed = rows.at(-2)!;
  const seq = Number(removed.seq);
  await pastTheTriggers(db, 'audit_log', () => db.deleteFrom('audit_log').where('id', '=', removed.id).execute());
  expect(await verifyAuditChain(db)).toMatchObject({
    ok: false,
    seq: seq + 1,
    id: rows.at(-1)!.id,
    problem: `row #${seq} was removed (row #${seq + 1} follows #${seq - 1})`,
  });
  // Put back, the log verifies again: the report was about that row alone.
  await pastTheTriggers(db, 'audit_log', () => db.insertInto('audit_log').values(removed).execute());
  expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
});

test('a row slipped in at place 0 or below, outside the walk, is named by verify', async () => {
  const db = await getDb();
  await writeRows(db, 1);
  const [first] = await rowsOf(db);
  const forged = { ...first!, id: 'forged-row', seq: 0 };
  await db.insertInto('audit_log').values(forged).execute();
  expect(await verifyAuditChain(db)).toMatchObject({ ok: false, id: 'forged-row' });
  await pastTheTriggers(db, 'audit_log', () => db.deleteFrom('audit_log').where('id', '=', 'forged-row').execute());
  expect(await verifyAuditChain(db)).toMatchObject({ ok: true });
});

// SQLite databases hold audit rows from before the chain; test:pg gives each file an already migrated schema.
const onSqlite = process.env.DATABASE_URL ? it.skip : it;
onSqlite('migration 0021 chains the rows written before it, in the order the log lists them', async () => {
  const db = openDatabase(
    databaseTarget({
      databasePath: join(tmpdir(), `site-test-chain-migration-${process.pid}-${Date.now()}.db`),
      databasePoolSize: 1,
    }),
  );
  try {
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0020_notice_lifecycle');
    const old = {
      actor_id: null,
      actor_email: 'old@example.com',
      action: 'old.step',
      entity_type: 'x',
      entity_id: null,
      before_json: null,
      after_json: '{"a":1}',
      ip: null,
    };
    await db
      .insertInto('audit_log')
      .values({ ...old, id: 'b', at: '2026-01-01T00:00:00.000Z' })
      .execute();
    await db
      .insertInto('audit_log')
      .values({ ...old, id: 'a', at: '2026-01-02T00:00:00.000Z' })
      .execute();
    await migrate(db);
    await writeRows(db, 1);
    expect((await rowsOf(db)).map((row) => [row.id.length > 1 ? 'new' : row.id, Number(row.seq)])).toEqual([
      ['b', 1],
      ['a', 2],
      ['new', 3],
    ]);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, rows: 3 });
  } finally {
    await db.destroy();
  }
});
