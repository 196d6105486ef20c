/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { parsePayloadRequest, payloadAddress, servePayload, takePayload } from './deferred-payload.mjs';
import { createHtmlCache } from './html-cache.mjs';
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

  it('refuses addresses that name no page of this site, or not soundly', () => {
    const hash = payloadAddress('0:payload', '/').hash;
    for (const page of ['', 'about', '//evil.example/x', '/\\evil.example', '/a\nb', '/about?x=1', `/_payload/${hash}`])
      expect(parsePayloadRequest(`/_payload/${hash}?page=${encodeURIComponent(page)}`)).toBeUndefined();
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
    cache.lookup(nextPage(), 'br', '/about');
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
    const fetchPage = jest.fn(async (page: string) => void cache.lookup(nextPage(), 'identity', page));
    expect((await ask(url, cache, fetchPage)).status).toBe(200);
    expect(fetchPage).toHaveBeenCalledWith('/about');
  });

  it('answers 404 without rendering for an old payload of a page it has a newer one of', async () => {
    const cache = createHtmlCache();
    const old = payloadAddress(takePayload(nextPage('About us').toString())!.payload, '/about');
    cache.lookup(nextPage('About Corcym'), 'identity', '/about');
    const fetchPage = jest.fn();
    const sent = await ask(old.url, cache, fetchPage);
    expect(sent.status).toBe(404);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(fetchPage).not.toHaveBeenCalled();
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
