/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseByteRange } from '../../lib/http/byte-range.mjs';
import { settleStaticRange } from './static-range.mjs';

// A site folder with a public file and a built chunk, served by the site server's range step in front of a
// stand-in for Next that says which Range header reached it.
const dir = mkdtempSync(join(tmpdir(), 'static-range-'));
mkdirSync(join(dir, 'public/documents/brochures'), { recursive: true });
mkdirSync(join(dir, '.next-test/static/chunks'), { recursive: true });
writeFileSync(join(dir, 'public/documents/brochures/perceval.pdf'), 'x'.repeat(1000));
writeFileSync(join(dir, 'public/icon.svg'), '<svg/>');
writeFileSync(join(dir, '.next-test/static/chunks/main.js'), 'console.log(1)');

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    void settleStaticRange(req, res, { dir, distDir: '.next-test' }).then((answered) => {
      if (!answered) res.end(`next saw range=${req.headers.range ?? 'none'}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string>, method = 'GET') =>
  fetch(`${origin}${path}`, { method, headers });

describe('a Range on a static file', () => {
  it.each([
    ['/documents/brochures/perceval.pdf', 1000],
    ['/icon.svg', 6],
    ['/_next/static/chunks/main.js', 14],
  ])('%s: an unsatisfiable range gets 416 with the size, never reaching Next', async (path, size) => {
    for (const range of ['bytes=5-1', 'bytes=99999999-', 'bytes=-0']) {
      const response = await get(path, { range });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(await response.text()).not.toContain('next saw');
    }
    expect((await get(path, { range: 'bytes=5-1' }, 'HEAD')).status).toBe(416);
  });

  it('a malformed range is dropped, so Next sends the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-1', 'bytes=0-1,3-4', 'bytes=-']) {
      const response = await get('/documents/brochures/perceval.pdf', { range });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('next saw range=none');
    }
  });

  it('a satisfiable range, a range under If-Range, and anything that is not a static file go on to Next', async () => {
    expect(await (await get('/icon.svg', { range: 'bytes=0-1' })).text()).toBe('next saw range=bytes=0-1');
    expect(await (await get('/icon.svg', { range: 'bytes=50-', 'if-range': '"old"' })).text()).toBe(
      'next saw range=none',
    );
    expect(await (await get('/about', { range: 'bytes=5-1' })).text()).toBe('next saw range=bytes=5-1');
    expect(await (await get('/%2e%2e/package.json', { range: 'bytes=5-1' })).text()).toBe('next saw range=bytes=5-1');
  });

  it('a satisfiable range reaches Next in its normal form: a suffix or an end past the file is cut to the file', async () => {
    // Next's file server answered `bytes=-1000000` on a 1000-byte file with a 500.
    for (const [range, normal] of [
      ['bytes=-1000000', 'bytes=0-999'],
      ['bytes=-1000', 'bytes=0-999'],
      ['bytes=-10', 'bytes=990-999'],
      ['bytes=900-5000', 'bytes=900-999'],
      ['bytes=900-', 'bytes=900-999'],
      [' Bytes=0-0 ', 'bytes=0-0'],
    ]) {
      const response = await get('/documents/brochures/perceval.pdf', { range: range! });
      expect(await response.text()).toBe(`next saw range=${normal}`);
    }
  });

  it('reads ranges as the academy file routes do', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=-50', 1000)).toEqual({ start: 950, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=abc', 1000)).toBeUndefined();
  });
});
