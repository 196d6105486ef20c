/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, createHtmlCache, isShareable } from './html-cache.mjs';
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

describe('shared HTML cache', () => {
  it('answers the hashes of the page it is given and bodies that decompress to it', () => {
    const cache = createHtmlCache();
    const body = page('aortic');
    const br = cache.lookup(body, 'br');
    expect(br.hashes).toEqual(inlineScriptHashes(body.toString('utf8')));
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    expect(gunzipSync(cache.lookup(body, 'gzip').body).equals(body)).toBe(true);
    expect(cache.lookup(body, 'identity').body.equals(body)).toBe(true);
  });

  it('compresses a page version once and a changed page again', () => {
    const cache = createHtmlCache();
    const first = cache.lookup(page('mitral'), 'br');
    expect(cache.lookup(page('mitral'), 'br').body).toBe(first.body);
    const regenerated = cache.lookup(page('mitral, revised'), 'br');
    expect(regenerated.body).not.toBe(first.body);
    expect(brotliDecompressSync(regenerated.body).toString()).toContain('mitral, revised');
    expect(cache.size).toBe(2);
  });

  it('stays within its byte budget by dropping the least recently used pages', () => {
    const cache = createHtmlCache({ maxBytes: 5_000 });
    for (let index = 0; index < 10; index += 1) cache.lookup(page(`page ${index} `), 'identity');
    expect(cache.bytes).toBeLessThanOrEqual(5_000);
    expect(cache.size).toBeLessThan(10);
  });

  it('keeps only responses every visitor may receive', () => {
    expect(isShareable('s-maxage=31536000')).toBe(true);
    expect(isShareable(undefined)).toBe(true);
    expect(isShareable('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(false);
    expect(isShareable('no-store')).toBe(false);
  });

  it('prefers Brotli whatever the order the client lists, then gzip, else identity', () => {
    expect(chooseEncoding({ headers: { 'accept-encoding': 'gzip, deflate, br' } })).toBe('br');
    expect(chooseEncoding({ headers: { 'accept-encoding': 'gzip' } })).toBe('gzip');
    expect(chooseEncoding({ headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })).toBe('identity');
    expect(chooseEncoding({ headers: {} })).toBe('identity');
  });

  it('keeps a page asked for without a query apart from its payload, and the payload only as long as the page', () => {
    const cache = createHtmlCache({ maxBytes: 20_000 });
    const inline = cache.lookup(nextPage('aortic'), 'identity').body.toString();
    expect(inline).toContain('<script>self.__next_f.push([1,');
    const apart = cache.lookup(nextPage('aortic'), 'identity', '/about').body.toString();
    expect(apart).not.toContain('<script>self.__next_f.push([1,');
    const hash = /\/_payload\/([A-Za-z0-9_-]{43})\?page=%2Fabout/.exec(apart)![1]!;
    expect(cache.payload(hash, 'identity')!.toString()).toBe('aortic'.repeat(100));
    expect(brotliDecompressSync(cache.payload(hash, 'br')!).toString()).toBe('aortic'.repeat(100));
    // Other pages push it out of the cache: its payload goes with it.
    for (let index = 0; index < 40; index += 1) cache.lookup(nextPage(`page ${index} `), 'identity', `/p${index}`);
    expect(cache.payload(hash, 'identity')).toBeUndefined();
  });

  it('keeps a payload two paths share (a rewrite) while either page is kept', () => {
    const cache = createHtmlCache({ maxBytes: 40_000 });
    const served = cache.lookup(nextPage('english'), 'identity', '/patients-and-caregivers/en').body.toString();
    const hash = /\/_payload\/([A-Za-z0-9_-]{43})/.exec(served)![1]!;
    cache.lookup(nextPage('english'), 'identity', '/patients-and-caregivers-other-countries');
    // Other pages push the second path's entry out; the first, asked for again and again, stays.
    for (let index = 0; index < 60; index += 1) {
      cache.lookup(nextPage('english'), 'identity', '/patients-and-caregivers/en');
      cache.lookup(nextPage(`page ${index} `), 'identity', `/p${index}`);
    }
    expect(cache.payload(hash, 'identity')?.toString()).toBe('english'.repeat(100));
  });

  it('keeps the payload inline in a page too large to stay long beside others', () => {
    const cache = createHtmlCache({ maxBytes: 2_000 });
    const body = Buffer.from(
      '<!doctype html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>' +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"${'x'.repeat(1_000)}"])</script></body></html>`,
    );
    expect(cache.lookup(body, 'identity', '/media-library').body.toString()).toContain(
      '<script>self.__next_f.push([1,',
    );
  });
});
