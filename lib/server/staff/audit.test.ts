/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { withAudit, type AuditActor } from './audit';
import { listAudit } from './audit-query';

const actor: AuditActor = { id: null, email: 'auditor-test@example.com', ip: '203.0.113.9' };

async function settingRow(key: string) {
  return (await getDb()).selectFrom('staff_settings').selectAll().where('key', '=', key).executeTakeFirst();
}

test('the change and its audit row are written together, with before/after and the result returned', async () => {
  const db = await getDb();
  const result = await withAudit(db, actor, { action: 'test.write', entity: 'setting' }, async (trx) => {
    await trx.insertInto('staff_settings').values({ key: 'greeting', value: 'hello' }).execute();
    return { result: 'done', entityId: 'greeting', after: { value: 'hello' } };
  });
  expect(result).toBe('done');
  expect(await settingRow('greeting')).toEqual({ key: 'greeting', value: 'hello' });
  const { rows } = await listAudit(db, { action: 'test.write' }, 1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    actorEmail: actor.email,
    entityType: 'setting',
    entityId: 'greeting',
    before: null,
    ip: actor.ip,
  });
  expect(JSON.parse(rows[0]!.after!)).toEqual({ value: 'hello' });
});

test('a failing change leaves neither the change nor an audit row', async () => {
  const db = await getDb();
  await expect(
    withAudit(db, actor, { action: 'test.failing', entity: 'setting', entityId: 'half-done' }, async (trx) => {
      await trx.insertInto('staff_settings').values({ key: 'half-done', value: 'x' }).execute();
      throw new Error('the work failed after writing');
    }),
  ).rejects.toThrow('the work failed after writing');
  expect(await settingRow('half-done')).toBeUndefined();
  expect((await listAudit(db, { action: 'test.failing' }, 1)).total).toBe(0);
});

test('if the audit row cannot be written, the change is rolled back too', async () => {
  const db = await getDb();
  const badActor = { ...actor, email: null as unknown as string }; // actor_email is NOT NULL
  // The driver's error class may come from another realm than jest's, so compare the outcome, not the class.
  const outcome = await withAudit(db, badActor, { action: 'test.no-row', entity: 'setting' }, async (trx) => {
    await trx.insertInto('staff_settings').values({ key: 'orphan', value: 'x' }).execute();
    return { result: 'stored' };
  }).catch((error: unknown) => String(error));
  expect(outcome).toMatch(/not[ -]null/i);
  expect(await settingRow('orphan')).toBeUndefined();
});

test('the audit list filters by actor, action and dates and pages on the server', async () => {
  const db = await getDb();
  for (let index = 0; index < 55; index += 1) {
    await withAudit(
      db,
      { ...actor, email: 'pager@example.com' },
      { action: 'test.page', entity: 'thing', entityId: String(index) },
      async () => ({ result: index }),
    );
  }
  const first = await listAudit(db, { actor: 'PAGER@example.com', action: 'test.page' }, 1);
  const second = await listAudit(db, { actor: 'pager@example.com', action: 'test.page' }, 2);
  expect(first.total).toBe(55);
  expect(first.rows).toHaveLength(50);
  expect(second.rows).toHaveLength(5);
  expect(new Set([...first.rows, ...second.rows].map((row) => row.entityId)).size).toBe(55);
  expect((await listAudit(db, { action: 'test.page', from: '2000-01-01', to: '2000-12-31' }, 1)).total).toBe(0);
  const today = new Date().toISOString().slice(0, 10);
  expect((await listAudit(db, { action: 'test.page', from: today, to: today }, 1)).total).toBe(55);
  // A malformed date is ignored rather than breaking the query.
  expect((await listAudit(db, { action: 'test.page', from: 'yesterday' }, 1)).total).toBe(55);
});
