/** @jest-environment node */
import { readFile } from 'node:fs/promises';

/**
 * An outside review: twenty concurrent sign-ins at the production cost made a brochure PDF take 14.5 s, because
 * `crypto.scrypt` ran on libuv's four threads, which also read every file the site serves. Here the production
 * cost (N=2^17) is used on purpose, and a file read while eight hashes are under way must not wait for them.
 */
jest.setTimeout(120_000);

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

test('a static-file read is not delayed by concurrent password hashes', async () => {
  process.env.SCRYPT_LOG2_N = '17';
  const { hashPassword } = await import('./password');
  const oneHash = await timed(() => hashPassword('one alone, to know what a hash costs here'));

  const hashes = Array.from({ length: 8 }, (_, index) => hashPassword(`concurrent sign-in ${index}`));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const reads = [];
  for (let i = 0; i < 3; i++) reads.push(await timed(() => readFile('package.json')));
  await Promise.all(hashes);

  // On libuv's pool the read waits for a hash to finish (at least one hash's time); off it, it does not wait.
  expect(Math.max(...reads)).toBeLessThan(oneHash / 2);
});

afterAll(async () => {
  const shared = globalThis as typeof globalThis & {
    __passwordHashPools?: Record<string, { close(): Promise<void> }>;
  };
  for (const pool of Object.values(shared.__passwordHashPools ?? {})) await pool.close();
});
