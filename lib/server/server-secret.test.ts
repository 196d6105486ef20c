/** @jest-environment node */
import { getDb } from './db';
import { serverSecret, subjectHash } from './server-secret';

/**
 * Issue 39 item 12: without BETTER_AUTH_SECRET the key of the address hashes and staff cookies sits in the database
 * it protects. A production server on a shared PostgreSQL refuses; a single SQLite server (a fresh clone's
 * `npm start`, the e2e server) keeps working.
 */
const saved = { ...process.env };
afterEach(() => {
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'BETTER_AUTH_SECRET'] as const) {
    if (saved[name] === undefined) delete process.env[name];
    else Object.assign(process.env, { [name]: saved[name] });
  }
});

test('production on PostgreSQL without BETTER_AUTH_SECRET refuses to hash or sign with the database’s own key', async () => {
  const db = await getDb();
  Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/site' });
  delete process.env.BETTER_AUTH_SECRET;
  await expect(serverSecret(db)).rejects.toThrow(/BETTER_AUTH_SECRET/);
  await expect(subjectHash(db, 'someone@example.com')).rejects.toThrow(/BETTER_AUTH_SECRET/);

  Object.assign(process.env, { BETTER_AUTH_SECRET: 'a shared secret of the instances, long enough' });
  expect(await serverSecret(db)).toBe('a shared secret of the instances, long enough');
});

test('a single production server on its SQLite file (npm start from a fresh clone) still starts without it', async () => {
  const db = await getDb();
  Object.assign(process.env, { NODE_ENV: 'production' });
  delete process.env.DATABASE_URL;
  delete process.env.BETTER_AUTH_SECRET;
  expect(await serverSecret(db)).toMatch(/.{32,}/);
});
