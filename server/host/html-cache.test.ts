/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { canonicalPagePath, chooseEncoding, createHtmlCache, isShareable, plainPagePath } from './html-cache.mjs';
import { inlineScriptHashes } from './inline-script-hashes.mjs';

const page = (text: string) =>
  Buffer.from(
    `<!doctype html><html><body><p>${text.repeat(200)}</p><script>self.__next_f.push([1,"${text}"])</script></body></html>`,
  );

// A page as Next writes it, with its chunks (so the loader) and a payload of the text a hundred times.
const nextPage = (text: string) =>
  Buffer.from(
    '<!doctype html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>' +
      `<p>${text}</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
      `<script>self.__next_f.push([1,"${text.repeat(100)}"])</script></body></html>`,
  );

// A page of varied text (words in a pseudo-random order), which Brotli 11 compresses better than Brotli 5.
const prose = (seed: number) => {
  const words = ['valve', 'aortic', 'mitral', 'sutureless', 'ring', 'surgeon', 'patient', 'annulus', 'leaflet', 'size'];
  let state = seed;
  const text = Array.from({ length: 6_000 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return words[state % words.length];
  }).join(' ');
  return Buffer.from(`<!doctype html><html><body><p>${text}</p></body></html>`);
};

describe('shared HTML cache', () => {
  it('answers the hashes of the page it is given and bodies that decompress to it', async () => {
    const cache = createHtmlCache();
    const body = page('aortic');
    const br = await cache.lookup(body, 'br');
    expect(br.hashes).toEqual(inlineScriptHashes(body.toString('utf8')));
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(gunzipSync((await cache.lookup(body, 'gzip')).body).equals(body)).toBe(true);
    expect((await cache.lookup(body, 'identity')).body.equals(body)).toBe(true);
  });

  it('compresses a page version once and a changed page again', async () => {
    const cache = createHtmlCache();
    await cache.lookup(page('mitral'), 'br');
    await cache.idle();
    const first = await cache.lookup(page('mitral'), 'br');
    expect((await cache.lookup(page('mitral'), 'br')).body).toBe(first.body);
    const regenerated = await cache.lookup(page('mitral, revised'), 'br');
    expect(regenerated.body).not.toBe(first.body);
    expect(brotliDecompressSync(regenerated.body).toString()).toContain('mitral, revised');
    expect(cache.size).toBe(2);
  });

  it('stays within its byte budget by dropping the least recently used pages', async () => {
    const cache = createHtmlCache({ maxBytes: 5_000 });
    for (let index = 0; index < 10; index += 1) await cache.lookup(page(`page ${index} `), 'identity');
    expect(cache.bytes).toBeLessThanOrEqual(5_000);
    expect(cache.size).toBeLessThan(10);
  });

  it('compresses a new page off the main thread: a timer set before the lookup runs before its body is ready', async () => {
    // A large page never seen before (text that compresses, and random parts so it takes a while).
    const parts = Array.from({ length: 300 }, (_, index) => `<p>${index} ${randomBytes(600).toString('base64')}</p>`);
    const body = Buffer.from(`<!doctype html><html><body>${parts.join('')}</body></html>`);
    for (const encoding of ['br', 'gzip'] as const) {
      const cache = createHtmlCache();
      const order: string[] = [];
      const timer = new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push('timer');
          resolve();
        }, 0),
      );
      // Compressed on the main thread, the lookup finished before the timer could run.
      const lookup = Promise.resolve(cache.lookup(body, encoding)).then(() => order.push('page'));
      await Promise.all([timer, lookup]);
      expect([encoding, order]).toEqual([encoding, ['timer', 'page']]);
    }
  });

  it('answers with a quick compression first and swaps in the strongest once it is done in the background', async () => {
    const cache = createHtmlCache();
    const body = page('sutureless aortic valve ');
    const best = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const first = await cache.lookup(body, 'br');
    expect(brotliDecompressSync(first.body).equals(body)).toBe(true);
    await cache.idle();
    const later = await cache.lookup(body, 'br');
    expect(brotliDecompressSync(later.body).equals(body)).toBe(true);
    expect(later.body.length).toBe(best.length);
    expect(later.body.length).toBeLessThanOrEqual(first.body.length);
    expect(cache.bytes).toBe(body.length + later.body.length);
  });

  it('keeps the quick copy of a page that arrives while too many wait for their strongest compression', async () => {
    const bodies = [prose(1), prose(2), prose(3)];
    const settle = async (cache: ReturnType<typeof createHtmlCache>) => {
      const quick = await Promise.all(bodies.map((body) => cache.lookup(body, 'br')));
      await cache.idle();
      const settled = await Promise.all(bodies.map((body) => cache.lookup(body, 'br')));
      return settled.map((entry, index) => entry.body.length < quick[index]!.body.length);
    };
    expect(await settle(createHtmlCache())).toEqual([true, true, true]);
    // No room to wait: each page stays as it was first compressed.
    expect(await settle(createHtmlCache({ maxWaiting: 0 }))).toEqual([false, false, false]);
  });

  it('keeps only responses every visitor may receive', async () => {
    expect(isShareable('s-maxage=31536000')).toBe(true);
    expect(isShareable(undefined)).toBe(true);
    expect(isShareable('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false);
    expect(isShareable('no-store')).toBe(false);
  });

  it('prefers Brotli whatever the order the client lists, then gzip, else identity', async () => {
    expect(chooseEncoding({ headers: { 'accept-encoding': 'gzip, deflate, br' } })).toBe('br');
    expect(chooseEncoding({ headers: { 'accept-encoding': 'gzip' } })).toBe('gzip');
    expect(chooseEncoding({ headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })).toBe('identity');
    expect(chooseEncoding({ headers: {} })).toBe('identity');
  });

  it('keeps a page asked for without a query apart from its payload, and the payload only as long as the page', async () => {
    const cache = createHtmlCache({ maxBytes: 20_000 });
    const inline = (await cache.lookup(nextPage('aortic'), 'identity')).body.toString();
    expect(inline).toContain('<script>self.__next_f.push([1,');
    const apart = (await cache.lookup(nextPage('aortic'), 'identity', '/about')).body.toString();
    expect(apart).not.toContain('<script>self.__next_f.push([1,');
    const hash = /\/_payload\/([A-Za-z0-9_-]{43})\?page=%2Fabout/.exec(apart)![1]!;
    expect((await cache.payload(hash, 'identity'))!.toString()).toBe('aortic'.repeat(100));
    expect(brotliDecompressSync((await cache.payload(hash, 'br'))!).toString()).toBe('aortic'.repeat(100));
    // Other pages push it out of the cache: its payload goes with it.
    for (let index = 0; index < 40; index += 1)
      await cache.lookup(nextPage(`page ${index} `), 'identity', `/p${index}`);
    expect(await cache.payload(hash, 'identity')).toBeUndefined();
  });

  it('keeps a payload two paths share (a rewrite) while either page is kept', async () => {
    const cache = createHtmlCache({ maxBytes: 40_000 });
    const served = (await cache.lookup(nextPage('english'), 'identity', '/patients-and-caregivers/en')).body.toString();
    const hash = /\/_payload\/([A-Za-z0-9_-]{43})/.exec(served)![1]!;
    await cache.lookup(nextPage('english'), 'identity', '/patients-and-caregivers-other-countries');
    // Other pages push the second path's entry out; the first, asked for again and again, stays.
    for (let index = 0; index < 60; index += 1) {
      await cache.lookup(nextPage('english'), 'identity', '/patients-and-caregivers/en');
      await cache.lookup(nextPage(`page ${index} `), 'identity', `/p${index}`);
    }
    expect((await cache.payload(hash, 'identity'))?.toString()).toBe('english'.repeat(100));
  });

  it('keeps the payload inline in a page too large to stay long beside others', async () => {
    const cache = createHtmlCache({ maxBytes: 2_000 });
    const body = Buffer.from(
      '<!doctype html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>' +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"${'x'.repeat(1_000)}"])</script></body></html>`,
    );
    expect((await cache.lookup(body, 'identity', '/media-library')).body.toString()).toContain(
      '<script>self.__next_f.push([1,',
    );
  });

  describe('a page remembered by its path', () => {
    it('is answered while the generation is the same and its time is not up, and not after', async () => {
      let time = 0;
      const cache = createHtmlCache({ now: () => time });
      const { entry } = await cache.lookup(page('aortic'), 'identity', '/about');
      cache.keep('/about', entry, { 'cache-control': 's-maxage=31536000' }, 3, 10_000);
      const found = await cache.finished('/about', 3, 'br');
      expect(brotliDecompressSync(found!.body).toString()).toContain('aortic');
      expect(found!.headers['cache-control']).toBe('s-maxage=31536000');
      expect(cache.finished('/other', 3, 'identity')).toBeUndefined();
      time = 10_000;
      expect(cache.finished('/about', 3, 'identity')).toBeUndefined();
    });

    it('is forgotten when its page is pushed out of the cache', async () => {
      const cache = createHtmlCache({ maxBytes: 2_000 });
      const { entry } = await cache.lookup(page('aortic'), 'identity', '/about');
      cache.keep('/about', entry, {}, 0, 10_000);
      expect(cache.finished('/about', 0, 'identity')).toBeDefined();
      await cache.lookup(page('mitral'), 'identity', '/mitral');
      expect(cache.finished('/about', 0, 'identity')).toBeUndefined();
    });
  });

  it('names a page only by its path as a parser writes it: made-up spellings of /about share no page entry', () => {
    expect(canonicalPagePath('/about')).toBe('/about');
    for (const spelling of ['/./about', '/x/../about', '//about', '/about?x=1', '/about#x', '/a b', 'about'])
      expect(canonicalPagePath(spelling)).toBeUndefined();
    const get = (url: string) => plainPagePath({ method: 'GET', url, headers: {} });
    expect(get('/about')).toBe('/about');
    expect(get('/x1/../about')).toBeUndefined();
  });
});
