/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import type { CacheHandlerInstance, RedisCacheHandlerOptions } from './redis-cache-handler.mjs';
import { redisConnection } from './redis-connection.mjs';
import { describeWithRedis, testRedisUrl } from '@/tests/services';

/**
 * Our configuration of @fortedigital/nextjs-cache-handler against a real Redis (TEST_REDIS_URL, default the local
 * server). Without one these tests are skipped with a message, so `npm test` passes on a machine without Redis;
 * `npm run test:services` sets REQUIRE_REDIS=1 and then a missing Redis fails the run.
 */
const redisUrl = testRedisUrl;
const withRedis = describeWithRedis('the shared-cache tests against Redis');

const keyPrefix = `${process.env.TEST_REDIS_PREFIX ?? 'site-test:'}${randomBytes(6).toString('hex')}:`;
const ctx = { serverDistDir: '/nonexistent/.next/server' };
const FOURTEEN_DAYS = 14 * 24 * 3600;

/**
 * One "instance": the package keeps its configuration in static fields of its class, so each instance is a
 * module copy of its own (as each server process has), here with a Redis connection of its own too.
 */
function instance(options: RedisCacheHandlerOptions): CacheHandlerInstance {
  let handler: CacheHandlerInstance | undefined;
  jest.isolateModules(() => {
    const { createRedisCacheHandler } =
      jest.requireActual<typeof import('./redis-cache-handler.mjs')>('./redis-cache-handler.mjs');
    handler = new (createRedisCacheHandler(options))(ctx);
  });
  return handler!;
}

function page(html: string, tags: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
  };
}
const pageContext = {
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 300, expire: 31_536_000 },
};

describe('without a reachable Redis', () => {
  const downUrl = 'redis://cache-user:s3cret@127.0.0.1:1';
  afterAll(() => redisConnection(downUrl, { name: 'down' }).close());

  it('misses on read and skips writes, so pages are rendered instead of failing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = instance({ url: downUrl, keyPrefix, deploymentId: 'test', connectionName: 'down' });
    const started = Date.now();
    await expect(handler.get('/news', { kind: 'APP_PAGE' })).resolves.toBeNull();
    await expect(handler.set('/news', page('<p>x</p>', ''), pageContext)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(3_000);
    // A revalidation that the other instances would never see is an error, and it does not repeat the URL.
    const failure = handler.revalidateTag('_N_T_/news');
    await expect(failure).rejects.toThrow(/Redis is unavailable: the revalidation of _N_T_\/news was not recorded/);
    await failure.catch((reason: Error) => expect(reason.message).not.toContain('s3cret'));
    for (const spy of [warn, error]) for (const call of spy.mock.calls) expect(String(call)).not.toContain('s3cret');
    warn.mockRestore();
    error.mockRestore();
  });

  it('stays away from Redis altogether while offline (during next build)', async () => {
    const handler = instance({ url: downUrl, keyPrefix, deploymentId: 'test', offline: true });
    await expect(handler.get('k', { kind: 'FETCH' })).resolves.toBeNull();
    await expect(handler.revalidateTag('t')).resolves.toBeUndefined();
  });
});

withRedis('the Redis cache handler shared by two instances', () => {
  let instanceA: CacheHandlerInstance;
  let instanceB: CacheHandlerInstance;

  beforeAll(() => {
    instanceA = instance({ url: redisUrl, keyPrefix, deploymentId: 'build-1', connectionName: 'instance-a' });
    instanceB = instance({ url: redisUrl, keyPrefix, deploymentId: 'build-1', connectionName: 'instance-b' });
  });

  afterAll(async () => {
    const redis = await redisConnection(redisUrl, { name: 'instance-a' }).ready();
    const keys: string[] = [];
    for await (const batch of redis!.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await redis!.del(keys);
    for (const name of ['instance-a', 'instance-b', 'build-2']) await redisConnection(redisUrl, { name }).close();
  });

  it('serves on one instance the page another instance rendered, bytes intact', async () => {
    const key = '/news';
    await instanceA.set(key, page('<h1>News</h1>', '_N_T_/layout,_N_T_/news'), pageContext);
    const entry = await instanceB.get(key, { kind: 'APP_PAGE', isFallback: false, softTags: [] });
    expect(redisConnection(redisUrl, { name: 'instance-b' }).client).not.toBe(
      redisConnection(redisUrl, { name: 'instance-a' }).client,
    );
    expect(entry).not.toBeNull();
    const value = entry!.value as ReturnType<typeof page>;
    expect(value.html).toBe('<h1>News</h1>');
    expect(value.rscData.toString()).toBe('rsc:<h1>News</h1>');
    expect(value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(entry!.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes a page stale on every instance when one instance revalidates its path, until it is rendered again', async () => {
    const key = '/news-detail/3';
    await instanceA.set(key, page('<h1>Old</h1>', '_N_T_/layout,_N_T_/news-detail/3'), pageContext);
    expect(await instanceA.get(key, { kind: 'APP_PAGE', softTags: [] })).not.toBeNull();

    await instanceB.revalidateTag(['_N_T_/news-detail/3']);
    expect(await instanceA.get(key, { kind: 'APP_PAGE', softTags: [] })).toBeNull();
    expect(await instanceB.get(key, { kind: 'APP_PAGE', softTags: [] })).toBeNull();

    // The package compares revalidation times in milliseconds; a render in the same millisecond would count as
    // written before the revalidation.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceA.set(key, page('<h1>New</h1>', '_N_T_/layout,_N_T_/news-detail/3'), pageContext);
    const fresh = await instanceB.get(key, { kind: 'APP_PAGE', softTags: [] });
    expect((fresh!.value as { html: string }).html).toBe('<h1>New</h1>');
  });

  it('leaves pages with other tags alone', async () => {
    const key = '/about';
    await instanceA.set(key, page('<h1>About</h1>', '_N_T_/layout,_N_T_/about'), pageContext);
    await instanceB.revalidateTag('_N_T_/contact-us');
    expect(await instanceA.get(key, { kind: 'APP_PAGE', softTags: [] })).not.toBeNull();
  });

  it('checks the tags and the path tags of a fetch entry', async () => {
    const fetched = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"n":1}', url: 'https://api.example/x', status: 200 },
      revalidate: 60,
    };
    await instanceA.set('fetch-key-1', fetched, { fetchCache: true, tags: ['news'], revalidate: 60 });
    expect(
      await instanceB.get('fetch-key-1', { kind: 'FETCH', tags: ['news'], softTags: ['_N_T_/news'] }),
    ).not.toBeNull();
    await instanceB.revalidateTag('news');
    expect(await instanceA.get('fetch-key-1', { kind: 'FETCH', tags: ['news'], softTags: ['_N_T_/news'] })).toBeNull();

    await instanceA.set('fetch-key-2', fetched, { fetchCache: true, tags: [], revalidate: 60 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await instanceB.revalidateTag('_N_T_/press');
    expect(await instanceA.get('fetch-key-2', { kind: 'FETCH', tags: [], softTags: ['_N_T_/press'] })).toBeNull();
  });

  it("expires a route handler's entry (feed, sitemap, search index) by the tags its render collected", async () => {
    const route = (body: string) => ({
      kind: 'APP_ROUTE',
      body: Buffer.from(body),
      headers: { 'content-type': 'application/atom+xml', 'x-next-cache-tags': 'news,_N_T_/layout,_N_T_/feed.xml' },
      status: 200,
    });
    const routeContext = { cacheControl: { revalidate: 300, expire: 31_536_000 } };
    await instanceA.set('/feed.xml', route('<feed>old</feed>'), routeContext);
    await instanceA.set('/about-route', { ...route('{}'), headers: { 'x-next-cache-tags': 'pages' } }, routeContext);
    expect(await instanceB.get('/feed.xml', { kind: 'APP_ROUTE', softTags: [] })).not.toBeNull();
    await instanceB.revalidateTag(['news']);
    expect(await instanceA.get('/feed.xml', { kind: 'APP_ROUTE', softTags: [] })).toBeNull();
    expect(await instanceA.get('/about-route', { kind: 'APP_ROUTE', softTags: [] })).not.toBeNull();
  });

  it('keeps each deployment to its own entries, while a revalidation reaches them all', async () => {
    const nextBuild = instance({ url: redisUrl, keyPrefix, deploymentId: 'build-2', connectionName: 'build-2' });
    const key = '/devices';
    await instanceA.set(key, page('<h1>Build 1</h1>', '_N_T_/devices'), pageContext);
    expect(await nextBuild.get(key, { kind: 'APP_PAGE', softTags: [] })).toBeNull();
    await nextBuild.set(key, page('<h1>Build 2</h1>', '_N_T_/devices'), pageContext);
    const old = await instanceB.get(key, { kind: 'APP_PAGE', softTags: [] });
    expect((old!.value as { html: string }).html).toBe('<h1>Build 1</h1>');
    await nextBuild.revalidateTag('_N_T_/devices');
    expect(await instanceB.get(key, { kind: 'APP_PAGE', softTags: [] })).toBeNull();
  });

  it('never stores a 404 (a page that called notFound()), a redirect home, or an address too long for a file', async () => {
    const redis = (await redisConnection(redisUrl, { name: 'instance-a' }).ready())!;
    for (const [key, status] of [
      ['/eifu/made-up', 404],
      ['/news-detail/987654', 307],
      [`/eifu/${'a'.repeat(300)}`, 200],
    ] as const) {
      await instanceA.set(key, { ...page('<p>x</p>', ''), status }, pageContext);
      expect(await redis.exists(`${keyPrefix}build-1:${key}`)).toBe(0);
      expect(await instanceB.get(key, { kind: 'APP_PAGE', isFallback: false, softTags: [] })).toBeNull();
    }
  });

  it('bounds the store: an entry lives at most 14 days, and long enough to be served stale after its revalidate', async () => {
    const redis = (await redisConnection(redisUrl, { name: 'instance-a' }).ready())!;
    await instanceA.set(
      '/api/short',
      { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {}, status: 200 },
      { cacheControl: { revalidate: 30, expire: 120 } },
    );
    await instanceA.set('/forever', page('<p>x</p>', ''), { ...pageContext, cacheControl: { revalidate: false } });
    const short = await redis.ttl(`${keyPrefix}build-1:/api/short`);
    const forever = await redis.ttl(`${keyPrefix}build-1:/forever`);
    for (const ttl of [short, forever]) {
      expect(ttl).toBeGreaterThan(FOURTEEN_DAYS - 60);
      expect(ttl).toBeLessThanOrEqual(FOURTEEN_DAYS);
    }
  });
});
