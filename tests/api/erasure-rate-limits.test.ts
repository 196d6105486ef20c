/** @jest-environment node */
import { getDb } from '@/lib/server/db';
import { erasePerson } from '@/lib/server/gdpr/erase';
import { personalRecords, summarise } from '@/lib/server/gdpr/records';
import { api, sameOrigin } from './client';

/**
 * A privacy erasure must leave nothing of the address in the sign-in rate limits (an outside review found 280
 * `login-account-ip:<address>:<ip>` rows after erasing a learner). The counters are keyed by the address's keyed
 * hash, and finding or erasing the person covers them.
 */
test('failed learner sign-ins leave no address in the rate limits; find counts them, erase deletes them', async () => {
  const email = 'lena.learner@example.com';
  for (const ip of ['203.0.113.40', '203.0.113.41']) {
    for (let i = 0; i < 2; i++) {
      const answer = await api.login({ ip, headers: sameOrigin, body: { email, password: `wrong guess ${i}` } });
      expect(answer.status).toBe(401);
    }
  }
  const db = await getDb();
  const keys = async () => (await db.selectFrom('rate_limit_buckets').select('key').execute()).map((row) => row.key);
  expect((await keys()).join('\n')).not.toContain(email);

  // Per account (1), per account from each address (2) and its failures from each address (2).
  const found = summarise(await personalRecords(db, 'Lena.Learner@example.com'));
  expect(found.find((group) => group.kind === 'rate_limit_buckets')?.count).toBe(5);

  const storage = { put: jest.fn(), putFile: jest.fn(), get: jest.fn(), delete: jest.fn() };
  const actor = { id: 'staff-privacy', email: 'officer@example.com', ip: '203.0.113.5' };
  const erased = await erasePerson(db, storage, actor, email);
  expect(erased.rateLimitWindows).toBe(5);
  // Only the per-address counters and the site-wide one, which name no person, are left.
  expect((await keys()).sort()).toEqual(['login-ip:203.0.113.40', 'login-ip:203.0.113.41', 'password-checks:public']);
});
