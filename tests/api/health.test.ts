/** @jest-environment node */
import { GET as health } from '@/app/api/health/route';
import { config } from '@/proxy';
import { redisConnection } from '@/lib/cache/redis-connection.mjs';
import { describeWithRedis, testRedisUrl } from '../services';
import { makeRequest } from './client';

const check = async () => {
  const response = await health(makeRequest('GET', '/api/health'), undefined);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const unreachableRedis = 'redis://cache-user:redis-s3cret@127.0.0.1:1';
const unreachablePostgres = 'postgres://site:pg-s3cret@127.0.0.1:1/site';

afterEach(() => {
  delete process.env.REDIS_URL;
  jest.restoreAllMocks();
  jest.resetModules();
});
afterAll(() => redisConnection(unreachableRedis).close());

describe('GET /api/health', () => {
  it('answers 200 in the envelope when the database answers and no Redis is configured, never cached', async () => {
    const { status, headers, text } = await check();
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      success: true,
      code: 200,
      payload: { database: 'ok', cache: 'not configured', schedules: { state: 'ok', overdue: 0 } },
      description: 'OK',
      count: 1,
    });
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('is not rate-limited: a monitor asking every second from one address always hears back', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, async () => (await check()).status));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('is not touched by the request gate', () => {
    expect(new RegExp(`^${config.matcher[0]}$`).test('/api/health')).toBe(false);
  });

  it('answers 503 naming the cache when the configured Redis does not answer, without its URL', async () => {
    process.env.REDIS_URL = unreachableRedis;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { GET } = await import('@/app/api/health/route');
    const response = await GET(makeRequest('GET', '/api/health'), undefined);
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toMatchObject({
      success: false,
      code: 503,
      payload: { database: 'ok', cache: 'unavailable', schedules: { state: 'ok', overdue: 0 } },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text).not.toMatch(/s3cret|127\.0\.0\.1|redis:/);
    for (const call of (console.error as jest.Mock).mock.calls) expect(String(call)).not.toContain('s3cret');
  });

  it('answers 503 naming the database when it does not answer, without its URL', async () => {
    const shared = globalThis as typeof globalThis & { __siteDb?: Promise<unknown> };
    const ownDb = shared.__siteDb;
    const saved = { DATABASE_URL: process.env.DATABASE_URL };
    shared.__siteDb = undefined;
    process.env.DATABASE_URL = unreachablePostgres;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { GET } = await import('@/app/api/health/route');
      const response = await GET(makeRequest('GET', '/api/health'), undefined);
      const text = await response.text();
      expect(response.status).toBe(503);
      expect(JSON.parse(text)).toMatchObject({
        success: false,
        code: 503,
        payload: { database: 'unavailable', cache: 'not configured', schedules: { state: 'unknown', overdue: 0 } },
      });
      expect(text).not.toMatch(/s3cret|postgres:|127\.0\.0\.1/);
      for (const call of (console.error as jest.Mock).mock.calls) expect(String(call)).not.toContain('s3cret');
    } finally {
      if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved.DATABASE_URL;
      shared.__siteDb = ownDb;
    }
  });
});

describe('GET /api/health and controlled content', () => {
  it('stays 200 but says degraded, and what, while a schedule past its time has not gone live', async () => {
    const { getDb } = await import('@/lib/server/db');
    const db = await getDb();
    const effective = await db
      .selectFrom('controlled_versions')
      .selectAll()
      .where('state', '=', 'effective')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A schedule two hours old that nothing published (written directly: how it got there does not matter here).
    const id = `${effective.id}-late`;
    await db
      .insertInto('controlled_versions')
      .values({
        ...effective,
        id,
        number: Number(effective.number) + 100,
        state: 'scheduled',
        effective_from: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      })
      .execute();
    try {
      const { status, text } = await check();
      expect(status).toBe(200);
      expect(JSON.parse(text)).toMatchObject({
        success: true,
        payload: { database: 'ok', schedules: { state: 'overdue', overdue: 1 } },
        description: expect.stringMatching(/^Degraded: 1 scheduled version of controlled content .* not gone live/),
      });
    } finally {
      await db.updateTable('controlled_versions').set({ state: 'withdrawn' }).where('id', '=', id).execute();
    }
    expect(JSON.parse((await check()).text).description).toBe('OK');
  });
});

// SQLite's query_only stands in for a read-only file or a full disk (root ignores file modes); PostgreSQL has no
// per-connection equivalent that reaches every pooled connection.
describe('GET /api/health writes', () => {
  (process.env.DATABASE_URL ? it.skip : it)(
    'answers 503 when the database can be read but not written (read-only, full, locked)',
    async () => {
      const { getDb } = await import('@/lib/server/db');
      const { sql } = await import('kysely');
      const db = await getDb();
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await sql`pragma query_only = 1`.execute(db);
      try {
        const { status, text } = await check();
        expect(status).toBe(503);
        expect(JSON.parse(text).payload).toEqual({
          database: 'unavailable',
          cache: 'not configured',
          schedules: { state: 'unknown', overdue: 0 },
        });
      } finally {
        await sql`pragma query_only = 0`.execute(db);
      }
      expect((await check()).status).toBe(200);
    },
  );
});

describeWithRedis('the health check against Redis')('GET /api/health with the shared Redis', () => {
  it('answers 200 with the cache ok when Redis answers', async () => {
    process.env.REDIS_URL = testRedisUrl;
    const { GET } = await import('@/app/api/health/route');
    const response = await GET(makeRequest('GET', '/api/health'), undefined);
    expect(response.status).toBe(200);
    expect((await response.json()).payload).toEqual({
      database: 'ok',
      cache: 'ok',
      schedules: { state: 'ok', overdue: 0 },
    });
    await redisConnection(testRedisUrl).close();
  });
});
