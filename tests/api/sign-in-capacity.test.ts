/** @jest-environment node */
/**
 * A sign-in flood from many addresses must not queue unbounded scrypt work: past the site-wide budget, or when
 * the hashing queue is full, a sign-in is refused at once with 503 and Retry-After, and the attempt does not
 * count against its address.
 */
jest.setTimeout(120_000);

afterEach(async () => {
  const shared = globalThis as typeof globalThis & {
    __passwordHashPools?: Record<string, { close(): Promise<void> }>;
  };
  for (const pool of Object.values(shared.__passwordHashPools ?? {})) await pool.close();
  shared.__passwordHashPools = undefined;
  delete process.env.SIGN_IN_BUDGET_PER_MINUTE;
  jest.resetModules();
});

const wrong = (ip: string) => ({ ip, body: { email: 'nobody@example.com', password: 'a wrong guess' } });

test('past the site-wide budget, sign-ins from new addresses get 503 with Retry-After', async () => {
  process.env.SIGN_IN_BUDGET_PER_MINUTE = '3';
  const { api } = await import('./client');
  const statuses = [];
  for (let i = 1; i <= 4; i++) statuses.push(await api.login(wrong(`198.51.100.${i}`)));
  expect(statuses.map((answer) => answer.status)).toEqual([401, 401, 401, 503]);
  expect(Number(statuses[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(statuses[3]!.json.description).toMatch(/busy/);
});

test('with the hashing queue full, a sign-in gets 503 with Retry-After at once, and its address keeps its tokens', async () => {
  process.env.SCRYPT_LOG2_N = '17';
  try {
    const { api } = await import('./client');
    const { hashPassword } = await import('@/lib/server/auth/password');
    // Two hashing, eight waiting: the queue is full for well over a second at this cost.
    const flood = Array.from({ length: 10 }, (_, index) => hashPassword(`flood ${index}`));
    const started = performance.now();
    const refused = await api.login(wrong('198.51.100.50'));
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1_000);
    await Promise.all(flood);

    const { getDb } = await import('@/lib/server/db');
    const bucket = await (
      await getDb()
    )
      .selectFrom('rate_limit_buckets')
      .select('count')
      .where('key', '=', 'login-ip:198.51.100.50')
      .executeTakeFirst();
    expect(bucket?.count ?? 0).toBe(0);
  } finally {
    process.env.SCRYPT_LOG2_N = '12';
  }
});
