/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { createRedisCacheHandler, deserialize, serialize, type CacheHandlerInstance } from './redis-cache-handler.mjs';
import { redisConnection } from './redis-connection.mjs';
import { describeWithRedis, testRedisUrl } from '@/tests/services';

/**
 * The shared cache handler against a real Redis (TEST_REDIS_URL, default the local server). Without one these
 * tests are skipped with a message, so `npm test` passes on a machine without Redis; `npm run test:services`
 * sets REQUIRE_REDIS=1 and then a missing Redis fails the run.
 */
const redisUrl = testRedisUrl;
const withRedis = describeWithRedis('the shared-cache tests against Redis');

const keyPrefix = `${process.env.TEST_REDIS_PREFIX ?? 'site-test:'}${randomBytes(6).toString('hex')}:`;
const ctx = { serverDistDir: '/nonexistent/.next/server' };

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

describe('entry serialisation', () => {
  it('keeps Buffers and Maps, which plain JSON would turn into objects', () => {
    const value = page('<p>news</p>', '_N_T_/news');
    const restored = deserialize(serialize({ value })) as { value: ReturnType<typeof page> };
    expect(Buffer.isBuffer(restored.value.rscData)).toBe(true);
    expect(restored.value.rscData.toString()).toBe('rsc:<p>news</p>');
    expect(restored.value.segmentData).toBeInstanceOf(Map);
    expect([...restored.value.segmentData.get('/_tree')!]).toEqual([0, 1, 2, 255]);
    expect(restored.value.headers).toEqual(value.headers);
  });
});

describe('without a reachable Redis', () => {
  const downUrl = 'redis://cache-user:s3cret@127.0.0.1:1';
  afterAll(() => redisConnection(downUrl).close());

  it('misses on read and skips writes, so pages are rendered instead of failing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Handler = createRedisCacheHandler({ url: downUrl, keyPrefix, deploymentId: 'test' });
    const handler = new Handler(ctx);
    const started = Date.now();
    await expect(handler.get('/route-cache/APP_PAGE/x/$/news', { kind: 'APP_PAGE' })).resolves.toBeNull();
    await expect(
      handler.set('/route-cache/APP_PAGE/x/$/news', page('<p>x</p>', ''), pageContext),
    ).resolves.toBeUndefined();
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
    const Handler = createRedisCacheHandler({ url: downUrl, keyPrefix, deploymentId: 'test', offline: true });
    const handler = new Handler(ctx);
    await expect(handler.get('k', { kind: 'FETCH' })).resolves.toBeNull();
    await expect(handler.revalidateTag('t')).resolves.toBeUndefined();
  });
});

withRedis('the Redis cache handler shared by two instances', () => {
  let instanceA: CacheHandlerInstance;
  let instanceB: CacheHandlerInstance;

  beforeAll(() => {
    instanceA = new (createRedisCacheHandler({ url: redisUrl, keyPrefix, deploymentId: 'build-1' }))(ctx);
    // A second "instance": a handler class with a Redis connection of its own.
    instanceB = new (createRedisCacheHandler({
      url: redisUrl,
      keyPrefix,
      deploymentId: 'build-1',
      connectionName: 'instance-b',
    }))(ctx);
  });

  afterAll(async () => {
    const redis = await redisConnection(redisUrl).ready();
    const keys: string[] = [];
    for await (const batch of redis!.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length) await redis!.del(keys);
    await redisConnection(redisUrl).close();
    await redisConnection(redisUrl, { name: 'instance-b' }).close();
  });

  it('serves on one instance the page another instance rendered, bytes and lifetime intact', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/news';
    await instanceA.set(key, page('<h1>News</h1>', '_N_T_/layout,_N_T_/news'), pageContext);
    const entry = await instanceB.get(key, { kind: 'APP_PAGE', isFallback: false });
    expect(redisConnection(redisUrl, { name: 'instance-b' }).client).not.toBe(redisConnection(redisUrl).client);
    expect(entry).not.toBeNull();
    const value = entry!.value as ReturnType<typeof page>;
    expect(value.html).toBe('<h1>News</h1>');
    expect(value.rscData.toString()).toBe('rsc:<h1>News</h1>');
    expect(value.segmentData.get('/_tree')).toEqual(Buffer.from([0, 1, 2, 255]));
    expect(entry!.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
    expect(entry!.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes a page stale on every instance when one instance revalidates its path, until it is rendered again', async () => {
    const key = '/route-cache/APP_PAGE/abc/$/news-detail/3';
    await instanceA.set(key, page('<h1>Old</h1>', '_N_T_/layout,_N_T_/news-detail/3'), pageContext);
    expect(await instanceA.get(key, { kind: 'APP_PAGE' })).not.toBeNull();

    await instanceB.revalidateTag(['_N_T_/news-detail/3']);
    expect(await instanceA.get(key, { kind: 'APP_PAGE' })).toBeNull();
    expect(await instanceB.get(key, { kind: 'APP_PAGE' })).toBeNull();

    await instanceA.set(key, page('<h1>New</h1>', '_N_T_/layout,_N_T_/news-detail/3'), pageContext);
    expect(((await instanceB.get(key, { kind: 'APP_PAGE' }))!.value as { html: string }).html).toBe('<h1>New</h1>');
  });

  it('leaves pages with other tags alone', async () => {
    const key = '/route-cache/APP_PAGE/def/$/about';
    await instanceA.set(key, page('<h1>About</h1>', '_N_T_/layout,_N_T_/about'), pageContext);
    await instanceB.revalidateTag('_N_T_/contact-us');
    expect(await instanceA.get(key, { kind: 'APP_PAGE' })).not.toBeNull();
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
    await instanceB.revalidateTag('_N_T_/press');
    expect(await instanceA.get('fetch-key-2', { kind: 'FETCH', tags: [], softTags: ['_N_T_/press'] })).toBeNull();
  });

  it('keeps each deployment to its own entries, while a revalidation reaches them all', async () => {
    const nextBuild = new (createRedisCacheHandler({ url: redisUrl, keyPrefix, deploymentId: 'build-2' }))(ctx);
    const key = '/route-cache/APP_PAGE/ghi/$/devices';
    await instanceA.set(key, page('<h1>Build 1</h1>', '_N_T_/devices'), pageContext);
    expect(await nextBuild.get(key, { kind: 'APP_PAGE' })).toBeNull();
    await nextBuild.set(key, page('<h1>Build 2</h1>', '_N_T_/devices'), pageContext);
    expect(((await instanceB.get(key, { kind: 'APP_PAGE' }))!.value as { html: string }).html).toBe('<h1>Build 1</h1>');
    await nextBuild.revalidateTag('_N_T_/devices');
    expect(await instanceB.get(key, { kind: 'APP_PAGE' })).toBeNull();
  });

  it('bounds the store: an entry lives as long as its own expiry, at most 14 days', async () => {
    const redis = (await redisConnection(redisUrl).ready())!;
    await instanceA.set(
      '/route-cache/APP_ROUTE/jkl/$/short',
      { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {}, status: 200 },
      { cacheControl: { revalidate: 30, expire: 120 } },
    );
    await instanceA.set('/route-cache/APP_PAGE/jkl/$/long', page('<p>x</p>', ''), pageContext);
    const short = await redis.ttl(`${keyPrefix}build-1:entry:/route-cache/APP_ROUTE/jkl/$/short`);
    const long = await redis.ttl(`${keyPrefix}build-1:entry:/route-cache/APP_PAGE/jkl/$/long`);
    expect(short).toBeGreaterThan(100);
    expect(short).toBeLessThanOrEqual(120);
    expect(long).toBeGreaterThan(14 * 24 * 3600 - 60);
    expect(long).toBeLessThanOrEqual(14 * 24 * 3600);
  });
});
