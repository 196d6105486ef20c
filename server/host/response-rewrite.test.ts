/** @jest-environment node */
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { rewriteResponses } from './response-rewrite.mjs';
import { createHtmlCache, type HtmlCache } from './html-cache.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A response on a socket that keeps what would be sent, so the test reads the status, headers and body. */
function exchange(
  url: string,
  htmlCache?: HtmlCache,
  method = 'GET',
  { generation, headers = {} }: { generation?: number; headers?: Record<string, string> } = {},
) {
  const socket = new Socket();
  const sent: Buffer[] = [];
  socket.write = ((chunk: string | Uint8Array) => {
    sent.push(Buffer.from(chunk));
    return true;
  }) as Socket['write'];
  const req = new IncomingMessage(socket);
  req.url = url;
  req.method = method;
  Object.assign(req.headers, headers);
  const res = new ServerResponse(req);
  res.assignSocket(socket);
  rewriteResponses(req, res, { htmlCache, generation });
  return { res, raw: () => Buffer.concat(sent).toString('utf8') };
}

/** A shared page is finished once the HTML cache has it ready (compressed off the main thread). */
async function finished(res: ServerResponse) {
  while (!res.writableEnded) await new Promise((resolve) => setImmediate(resolve));
}

describe('rewriteResponses', () => {
  it.each([
    ['/admin/staff', '403', 403],
    ['/admin/news/99999', '404', 404],
    ['/contact-us', '403', 200],
  ])('sends the status a back-office page names (%s, %s) only for back-office addresses', (url, named, status) => {
    const { res, raw } = exchange(url);
    res.setHeader('content-security-policy', "default-src 'none'");
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!DOCTYPE html><html lang="en"><head><meta name="back-office-status" content="${named}"/></head></html>`);
    expect(raw()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  });

  it('finishes a 403 HTML page (a refused back-office page) like any page: status kept, its scripts hashed into the policy', () => {
    const { res, raw } = exchange('/admin/leads');
    const script = 'self.__next_f.push([1,"403"])';
    res.setHeader('content-security-policy', "default-src 'none'; script-src 'self'");
    res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
    res.write(`<!DOCTYPE html><html><body><h1>You do not have access to that page</h1><script>`);
    res.end(`${script}</script></body></html>`);
    const answer = raw();
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer).toContain(`script-src 'self' ${hash(script)}`);
    expect(answer).toContain('You do not have access to that page');
  });

  it("takes a shared page's payload out only when the page was asked for without a query", async () => {
    const htmlCache = createHtmlCache();
    const page =
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body>' +
      '<h1>About us</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<script>self.__next_f.push([1,"0:about"])</script></body></html>';
    const serve = async (url: string) => {
      const { res, raw } = exchange(url, htmlCache);
      res.setHeader('content-security-policy', "default-src 'none'; script-src 'self'");
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' });
      res.end(page);
      await finished(res);
      return raw();
    };
    const plain = await serve('/about');
    expect(plain).not.toContain('<script>self.__next_f.push([1,');
    expect(plain).toContain('/_payload/');
    expect(plain).toContain('?page=%2Fabout');
    const withQuery = await serve('/about?utm_source=newsletter&email=someone%40example.com');
    expect(withQuery).toContain('<script>self.__next_f.push([1,"0:about"])</script>');
    expect(withQuery).not.toContain('/_payload/');
    expect(await serve('/about')).not.toContain('utm_source');
  });

  it('sends a 404 page (an address that does not exist) as not to be cached, and keeps none of them', async () => {
    const htmlCache = createHtmlCache();
    const script = 'self.__next_f.push([1,"not found"])';
    for (const url of ['/eifu/made-up-1', '/eifu/made-up-2', '/news-detail/99999']) {
      const { res, raw } = exchange(url, htmlCache);
      // As Next answers an ISR page that called notFound(): the route's revalidate in a shared Cache-Control.
      res.setHeader('content-security-policy', "default-src 'none'; script-src 'self'");
      res.writeHead(404, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
      });
      res.end(`<!DOCTYPE html><html><body><h1>Page not found</h1><script>${script}</script></body></html>`);
      await finished(res);
      const answer = raw();
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i);
      expect(answer).toContain(`script-src 'self' ${hash(script)}`);
    }
    expect(htmlCache.size).toBe(0);
    // An unknown news id goes home, through a redirect Next gives the same shared Cache-Control.
    const { res, raw } = exchange('/news-detail/987654', htmlCache);
    res.writeHead(307, {
      location: '/#page-not-found',
      'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
    });
    res.end();
    expect(raw()).toMatch(/\r\ncache-control: no-store\r\n/i);
  });

  it('answers HEAD on a page with the headers of GET: the policy with its hashes, the length of what GET sends', () => {
    const script = 'self.__next_f.push([1,"head"])';
    const page = `<!DOCTYPE html><html><body><h1>Devices</h1><script>${script}</script></body></html>`;
    const serve = (method: string) => {
      const { res, raw } = exchange('/devices', undefined, method);
      // Next as it answers the request it is given (a HEAD becomes a GET before Next sees it).
      res.setHeader('content-security-policy', "default-src 'none'; script-src 'self'");
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(page) });
      if (res.req.method === 'GET') res.end(page);
      else res.end();
      const [head, body] = raw().split('\r\n\r\n');
      return { head: head!.replace(/^Date: .*$/m, ''), body };
    };
    const get = serve('GET');
    const head = serve('HEAD');
    expect(head.head).toContain(`script-src 'self' ${hash(script)}`);
    expect(head.head).toBe(get.head);
    expect(head.body).toBe('');
    expect(get.body).toContain('<h1>Devices</h1>');
  });

  describe('a personal page (the request gate gave it a nonce)', () => {
    const nonce = 'bm9uY2UtZm9yLXRoaXMtcmVxdWVzdA==';
    const policy = `default-src 'none'; script-src 'nonce-${nonce}' 'self'; object-src 'none'`;

    it('is sent chunk by chunk as Next writes it: the shell leaves before the rest is rendered', () => {
      const htmlCache = createHtmlCache();
      const { res, raw } = exchange('/academy', htmlCache);
      res.setHeader('content-security-policy', policy);
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      const shell = `<!DOCTYPE html><html><body><div aria-busy="true">Loading your courses</div><script nonce="${nonce}">self.__next_f.push([1,"shell"])</script>`;
      res.write(shell);
      // Nothing more has been rendered yet, and the shell is already on its way.
      const first = raw();
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(first).toContain('Loading your courses');
      expect(first).not.toMatch(/content-length/i);
      expect(first).toContain(`content-security-policy: ${policy}`);
      res.end(`<h1>Your courses</h1></body></html>`);
      const whole = raw();
      expect(whole).toContain('<h1>Your courses</h1>');
      // Sent as Next wrote it: no loader, no hashes, and nothing kept for other visitors.
      expect(whole).not.toContain("'sha256-");
      expect(whole).toContain(shell);
      expect(htmlCache.size).toBe(0);
    });

    it('loads the chunk scripts of its head after the first paint, through a loader that carries the nonce', () => {
      const { res, raw } = exchange('/login');
      res.setHeader('content-security-policy', policy);
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=1`;
      res.write(
        `<!DOCTYPE html><html lang="en"><head><link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="${chunk('main')}"/>` +
          `<script src="${chunk('a')}" async="" nonce="${nonce}"></script><script src="${chunk('b')}" async="" nonce="${nonce}"></script>` +
          `<script src="${chunk('forged')}" async="" nonce="another"></script>`,
      );
      expect(raw()).toBe('');
      // "è" is cut in two by the end of this write: it must arrive whole.
      const accented = Buffer.from('<h1>Accès</h1>');
      const cut = accented.indexOf(0xc3) + 1;
      res.write(
        Buffer.concat([
          Buffer.from(`</head><body><script src="${chunk('main')}" nonce="${nonce}" async=""></script>`),
          accented.subarray(0, cut),
        ]),
      );
      res.end(Buffer.concat([accented.subarray(cut), Buffer.from('</body></html>')]));
      const body = raw().split('\r\n\r\n').slice(1).join('\r\n\r\n');
      const loader = new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">\\(function\\(s,p\\)\\{`);
      expect(body).toMatch(loader);
      expect(body).toContain(JSON.stringify([chunk('a'), chunk('b'), chunk('main')]));
      expect(body).not.toContain(`<script src="${chunk('a')}"`);
      expect(body).not.toContain('rel="preload" as="script"');
      // A tag without this response's nonce is not Next's: left alone (the browser refuses it).
      expect(body).toContain(`<script src="${chunk('forged')}" async="" nonce="another"></script>`);
      expect(body).toContain('<h1>Accès</h1>');
    });

    it.each([
      ['/admin/staff', '403', 403],
      ['/admin/news/99999', '404', 404],
      ['/admin/leads', undefined, 200],
    ])(
      'in the back office (%s) is held only until its head is complete, to send the status it names',
      (url, named, status) => {
        const { res, raw } = exchange(url);
        res.setHeader('content-security-policy', policy);
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const meta = named ? `<meta name="back-office-status" content="${named}"/>` : '';
        res.write('<!DOCTYPE html><html lang="en"><head><title>Back office</title>');
        // The head is not complete yet: nothing has left, the status may still change.
        expect(raw()).toBe('');
        res.write(`${meta}</head><body><h1>Back office</h1>`);
        const first = raw();
        expect(first).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
        expect(first).toContain('<h1>Back office</h1>');
        expect(first).not.toMatch(/content-length/i);
        res.end('<p>The rest</p></body></html>');
        expect(raw()).toContain('<p>The rest</p>');
      },
    );

    it('is held and hashed like any page when it could be shared, and its policy loses the nonce', async () => {
      const htmlCache = createHtmlCache();
      const { res, raw } = exchange('/academy/courses', htmlCache);
      const script = 'self.__next_f.push([1,"catalogue"])';
      res.setHeader('content-security-policy', policy);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300' });
      res.write('<!DOCTYPE html><html><body><h1>Courses</h1>');
      expect(raw()).toBe('');
      res.end(`<script>${script}</script></body></html>`);
      await finished(res);
      const answer = raw();
      expect(answer).toContain(`script-src 'self' ${hash(script)}; object-src 'none'`);
      expect(answer).not.toContain('nonce');
      expect(answer).not.toContain('strict-dynamic');
      expect(htmlCache.size).toBe(1);
    });
  });

  describe('a shared page remembered by its path, to be answered without asking Next', () => {
    const shared = '<!DOCTYPE html><html><body><p>Shared</p><script>self.__next_f.push([1,"x"])</script></body></html>';
    /** Next's answer for `url`, finished; `policy` and `status` as Next would send them. */
    async function answer(
      url: string,
      htmlCache: HtmlCache,
      {
        policy = "script-src 'self'",
        status = 200,
        cacheControl = 's-maxage=31536000',
        cookie = false,
        headers = {},
      } = {},
    ) {
      const { res } = exchange(url, htmlCache, 'GET', { generation: 7, headers });
      res.setHeader('content-security-policy', policy);
      res.setHeader('cache-control', cacheControl);
      if (cookie) res.setHeader('set-cookie', 'a=b');
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(shared);
      await finished(res);
      return htmlCache.finished(url.split('?')[0]!, 7, 'identity');
    }

    it('remembers a public page asked for at a plain path, with its policy and without per-response headers', async () => {
      const htmlCache = createHtmlCache();
      const kept = await answer('/about', htmlCache);
      expect(kept).toBeDefined();
      const { headers, body } = await kept!;
      expect(body.toString()).toContain('<p>Shared</p>');
      expect(String(headers['content-security-policy'])).toContain(hash('self.__next_f.push([1,"x"])'));
      expect(headers['x-request-id']).toBeUndefined();
      expect(headers['content-length']).toBeUndefined();
      expect(String(headers.vary)).toMatch(/Accept-Encoding/);
      // Another generation of the page cache (a page stored or revalidated since): not answered.
      expect(htmlCache.finished('/about', 8, 'identity')).toBeUndefined();
      expect(htmlCache.finished('/about', 7, 'identity')).toBeUndefined();
    });

    it.each([
      ['a query', '/about?utm=x', {}],
      ['a gated section', '/academy/courses', {}],
      ['the back office', '/admin', {}],
      ['a nonce from the gate', '/about', { policy: "script-src 'self' 'nonce-abc123'" }],
      ['a 404', '/about', { status: 404 }],
      ['a cookie set', '/about', { cookie: true }],
      ['no shared lifetime', '/about', { cacheControl: 'public' }],
      ['a conditional request', '/about', { headers: { 'if-none-match': '"x"' } }],
      ['client navigation data', '/about', { headers: { rsc: '1' } }],
    ])('never remembers a page with %s', async (_, url, options) => {
      expect(await answer(url, createHtmlCache(), options)).toBeUndefined();
    });
  });
});
