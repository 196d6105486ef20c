/** @jest-environment node */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import {
  createPageFetcher,
  createSelfPageRequest,
  parsePayloadRequest,
  payloadAddress,
  servePayload,
  takePayload,
} from './deferred-payload.mjs';
import { createHtmlCache } from '../host/html-cache.mjs';
import { sharedPageAsServed } from './page-as-served.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
// A page as Next writes it: chunks, the script that creates self.__next_f, and the payload in two pieces (JSON
// strings, with Next's escapes for characters that could end the script).
const payloadScripts =
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"\\u003c/script\\u003e é\\"}]\\n"])</script>';
const nextPage = (text = 'About us') =>
  Buffer.from(
    `<!DOCTYPE html><html><head><script src="${chunk('main')}" async=""></script></head>` +
      `<body><main><h1>${text}</h1></main><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
      `${payloadScripts.replace('é', text)}</body></html>`,
  );

describe('the payload taken out of a page', () => {
  it('takes every payload script out, keeps the script that creates the array, and joins the text', () => {
    const taken = takePayload(nextPage().toString())!;
    expect(taken.html).not.toContain('<script>self.__next_f.push([1');
    expect(taken.html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(taken.html).toContain('<h1>About us</h1>');
    expect(taken.payload).toBe('1:"$Sreact.fragment"\n2:["$","p",null,{"children":"</script> About us"}]\n');
  });

  it('leaves a page alone when it has no payload or a kind it does not know', () => {
    expect(takePayload('<html><body><p>Maintenance</p></body></html>')).toBeUndefined();
    const withFormState = `${nextPage().toString()}<script>self.__next_f.push([2,null])</script>`;
    expect(takePayload(withFormState)).toBeUndefined();
  });

  it('addresses a payload by its hash and the page, and reads such an address back', () => {
    const { hash, url } = payloadAddress('0:payload', '/patients-and-caregivers/fr');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`/_payload/${hash}?page=%2Fpatients-and-caregivers%2Ffr`);
    expect(parsePayloadRequest(url)).toEqual({ hash, page: '/patients-and-caregivers/fr' });
    expect(payloadAddress('0:other', '/patients-and-caregivers/fr').hash).not.toBe(hash);
  });

  it('refuses addresses that name no page of this site, or not soundly, and normalises the page', () => {
    const hash = payloadAddress('0:payload', '/').hash;
    const ask = (page: string) => parsePayloadRequest(`/_payload/${hash}?page=${encodeURIComponent(page)}`);
    for (const page of ['', 'about', '//evil.example/x', '/\\evil.example', '/a\nb', '/about?x=1', `/_payload/${hash}`])
      expect(ask(page)).toBeUndefined();
    // Paths that serve no page: nothing to render for them.
    for (const page of ['/api/news/news', '/_next/static/x.js', '/og/pages/about', '/news/../api/users/logout'])
      expect(ask(page)).toBeUndefined();
    expect(ask('/news/../about')).toEqual({ hash, page: '/about' });
    expect(parsePayloadRequest('/_payload/short?page=%2F')).toBeUndefined();
    expect(parsePayloadRequest(`/_payload/${hash}`)).toBeUndefined();
  });

  it('serves the page without its payload and the payload apart only when the page has the loader', () => {
    const shared = sharedPageAsServed(nextPage(), '/about');
    const html = shared.body.toString();
    expect(html).not.toContain('<script>self.__next_f.push([1');
    expect(html).toContain(payloadAddress(shared.payload!.text, '/about').url);
    const plain = Buffer.from(`<html><body><p>x</p>${payloadScripts}</body></html>`);
    expect(sharedPageAsServed(plain, '/x')).toEqual({ body: plain });
  });
});

/** A stand-in response that records what servePayload answers. */
function response() {
  const sent: { status?: number; headers: Record<string, unknown>; body?: Buffer | string } = { headers: {} };
  return {
    sent,
    setHeader: (name: string, value: unknown) => (sent.headers[name] = value),
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      Object.assign(sent.headers, headers);
    },
    end(body?: Buffer | string) {
      sent.body = body;
    },
  };
}

describe('payload requests', () => {
  const chooseEncoding = (req: IncomingMessage) =>
    req.headers['accept-encoding'] === 'br' ? ('br' as const) : ('identity' as const);

  async function ask(url: string, cache: ReturnType<typeof createHtmlCache>, fetchPage = jest.fn(), method = 'GET') {
    const res = response();
    await servePayload({ url, method, headers: { 'accept-encoding': 'br' } } as never, res as never, {
      htmlCache: cache,
      fetchPage,
      chooseEncoding,
    });
    return res.sent;
  }

  it('serves the payload of a page this instance served, compressed, for a year', async () => {
    const cache = createHtmlCache();
    await cache.lookup(nextPage(), 'br', '/about');
    const { url } = payloadAddress(takePayload(nextPage().toString())!.payload, '/about');
    const sent = await ask(url, cache);
    expect(sent.status).toBe(200);
    expect(sent.headers['content-type']).toBe('text/x-component; charset=utf-8');
    expect(sent.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(sent.body as Buffer).toString()).toContain('</script> About us');
  });

  it('asks itself for a page it has not served yet, once, and then serves its payload', async () => {
    const cache = createHtmlCache();
    const { url } = payloadAddress(takePayload(nextPage().toString())!.payload, '/about');
    const fetchPage = jest.fn(async (page: string) => void (await cache.lookup(nextPage(), 'identity', page)));
    expect((await ask(url, cache, fetchPage)).status).toBe(200);
    expect(fetchPage).toHaveBeenCalledWith('/about');
  });

  it('asks itself for a page it served in another version (another instance rendered a newer one)', async () => {
    const cache = createHtmlCache();
    await cache.lookup(nextPage('About us'), 'identity', '/about');
    const newer = payloadAddress(takePayload(nextPage('About Corcym').toString())!.payload, '/about');
    const fetchPage = jest.fn(
      async (page: string) => void (await cache.lookup(nextPage('About Corcym'), 'identity', page)),
    );
    expect((await ask(newer.url, cache, fetchPage)).status).toBe(200);
    // The older version's address then answers 404 (the visitor's page reloads into the newer one).
    const older = payloadAddress(takePayload(nextPage('About us').toString())!.payload, '/about');
    expect((await ask(older.url, createHtmlCache(), jest.fn())).status).toBe(404);
  });

  it('answers 404 for a payload no page gives, 404 for a malformed address and 405 for other methods', async () => {
    const cache = createHtmlCache();
    const fetchPage = jest.fn(async () => undefined);
    const missing = payloadAddress('0:nothing', '/about').url;
    expect((await ask(missing, cache, fetchPage)).status).toBe(404);
    expect((await ask('/_payload/x?page=//evil.example', cache, fetchPage)).status).toBe(404);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect((await ask(missing, cache, fetchPage, 'POST')).status).toBe(405);
  });
});

describe('pages asked for to find a payload', () => {
  it('asks once for all the requests of the same moment, and at most once a page in the interval', async () => {
    let clock = 0;
    const request = jest.fn(async () => undefined);
    const fetchPage = createPageFetcher(request, { everyMs: 10_000, now: () => clock });
    await Promise.all([fetchPage('/about'), fetchPage('/about'), fetchPage('/about')]);
    expect(request).toHaveBeenCalledTimes(1);
    clock = 9_999;
    await fetchPage('/about');
    expect(request).toHaveBeenCalledTimes(1);
    await fetchPage('/news');
    expect(request).toHaveBeenCalledTimes(2);
    clock = 10_000;
    await fetchPage('/about');
    expect(request).toHaveBeenCalledTimes(3);
  });

  it('remembers a bounded number of pages, and a failed request answers like a missing page', async () => {
    const request = jest.fn(async (page: string) => {
      if (page === '/down') throw new Error('connection refused');
    });
    const fetchPage = createPageFetcher(request, { remember: 2, now: () => 0 });
    await expect(fetchPage('/down')).resolves.toBeUndefined();
    await fetchPage('/a');
    await fetchPage('/b'); // forgets /down, the oldest
    await fetchPage('/down');
    expect(request.mock.calls.map(([page]) => page)).toEqual(['/down', '/a', '/b', '/down']);
  });
});

// The review's blind SSRF: page values whose normalised path starts with `//`, which `new URL(page, origin)` read
// as another host (127.0.0.1:3929 here).
const OTHER_HOST_PAGES = [
  '/a/..//127.0.0.1:3929/probe',
  '/x/%2e%2e//127.0.0.1:3929/probe',
  '/.//127.0.0.1:3929/probe',
  '/..//127.0.0.1:3929/probe',
];

describe('a payload address never makes this server ask another host', () => {
  const hash = 'A'.repeat(43);

  it('refuses every page whose path normalises to another host', () => {
    for (const page of OTHER_HOST_PAGES)
      expect(parsePayloadRequest(`/_payload/${hash}?page=${encodeURIComponent(page)}`)).toBeUndefined();
  });

  it('asks only its own origin, with the page as the path, even for a page that reads as another host', async () => {
    const fetch = jest.fn(async (url: URL) => new Response(url.pathname));
    const request = createSelfPageRequest(() => 'http://127.0.0.1:3000', { fetch: fetch as never });
    for (const page of [...OTHER_HOST_PAGES, '//127.0.0.1:3929/probe', '/\\127.0.0.1:3929/probe', '/about'])
      await request(page).catch(() => undefined);
    for (const [url] of fetch.mock.calls) expect(new URL(url).origin).toBe('http://127.0.0.1:3000');
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toContain('/about');
  });

  it('renders at most four pages at once in the process', async () => {
    const releases: (() => void)[] = [];
    const fetch = jest.fn(() => new Promise<Response>((resolve) => releases.push(() => resolve(new Response('')))));
    const request = createSelfPageRequest(() => 'http://127.0.0.1:3000', { fetch: fetch as never });
    const asked = ['/a', '/b', '/c', '/d', '/e', '/f'].map((page) => request(page));
    expect(fetch).toHaveBeenCalledTimes(4);
    for (const release of releases) release();
    await Promise.all(asked);
    const later = request('/g');
    expect(fetch).toHaveBeenCalledTimes(5);
    releases.at(-1)!();
    await later;
  });

  it('sends nothing to a listener on another port, whatever the address', async () => {
    const received: string[] = [];
    const probe = createServer((req, res) => {
      received.push(req.url ?? '');
      res.end();
    });
    const site = createServer((_req, res) => res.end());
    await new Promise<void>((resolve) => probe.listen(3239, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      const fetchPage = createPageFetcher(createSelfPageRequest(() => origin));
      for (const page of OTHER_HOST_PAGES.map((path) => path.replace('3929', '3239'))) {
        const res = response();
        const url = `/_payload/${hash}?page=${encodeURIComponent(page)}`;
        await servePayload({ url, method: 'GET', headers: {} } as never, res as never, {
          htmlCache: createHtmlCache(),
          fetchPage,
          chooseEncoding: () => 'identity',
        });
        expect(res.sent.status).toBe(404);
        await fetchPage(page); // the fetcher alone, as if the address had passed
      }
      expect(received).toEqual([]);
    } finally {
      await new Promise((resolve) => probe.close(resolve));
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
