/** @jest-environment node */
import { randomBytes, scryptSync } from 'node:crypto';
import { PasswordHashingBusy, PasswordHashPool, type ScryptJob } from './password-workers';

const job = (password: string): ScryptJob => ({
  password,
  salt: randomBytes(16),
  keyLength: 64,
  N: 2 ** 14,
  r: 8,
  p: 1,
  maxmem: 64 * 1024 * 1024,
});

describe('the password hashing pool', () => {
  let pool: PasswordHashPool;
  afterEach(() => pool.close());

  it('derives the same key as scrypt itself', async () => {
    pool = new PasswordHashPool({ workers: 1, queueLimit: 1 });
    const request = job('correct horse battery staple');
    const { password, salt, keyLength, N, r, p, maxmem } = request;
    expect((await pool.derive(request)).equals(scryptSync(password, salt, keyLength, { N, r, p, maxmem }))).toBe(true);
  });

  it('runs at most `workers` hashes, queues `queueLimit` more, and refuses the rest at once with a retry time', async () => {
    pool = new PasswordHashPool({ workers: 1, queueLimit: 2 });
    const accepted = [pool.derive(job('a')), pool.derive(job('b')), pool.derive(job('c'))];
    expect(pool.load).toEqual({ running: 1, waiting: 2 });

    const refused = pool.derive(job('d'));
    await expect(refused).rejects.toBeInstanceOf(PasswordHashingBusy);
    const error = (await refused.catch((reason: unknown) => reason)) as PasswordHashingBusy;
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(error.retryAfterSeconds)).toBe(true);

    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
    // Once the queue drains, hashes are accepted again.
    await expect(pool.derive(job('e'))).resolves.toBeInstanceOf(Buffer);
  });

  it('reports a failed hash to its caller and keeps serving', async () => {
    pool = new PasswordHashPool({ workers: 1, queueLimit: 1 });
    await expect(pool.derive({ ...job('x'), N: 3 })).rejects.toThrow();
    await expect(pool.derive(job('y'))).resolves.toBeInstanceOf(Buffer);
  });
});
