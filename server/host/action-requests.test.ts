/** @jest-environment node */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonDepth, malformedActionBody, screenServerAction, sendRefusal } from './action-requests.mjs';

/**
 * The screen in front of Next's action handler, on a real socket: each hostile request gets its 4xx and never
 * reaches the handler; a well-formed one reaches it with its body intact.
 */
let server: Server;
let reached: { body: string; headers: IncomingMessage['headers'] }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const screened = await screenServerAction(req, { limit: 64 * 1024 });
    if (screened.refuse) return sendRefusal(res, screened.refuse);
    const chunks: Buffer[] = [];
    for await (const chunk of screened.request) chunks.push(chunk as Buffer);
    reached.push({ body: Buffer.concat(chunks).toString('utf8'), headers: screened.request.headers });
    res.end('reached');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached = [];
});

function post(
  headers: Record<string, string>,
  body: string | Buffer,
  options: { chunked?: boolean } = {},
): Promise<{ status: number; text: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin/login',
        headers: {
          host: `127.0.0.1:${port}`,
          ...headers,
          ...(options.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const action = {
  'next-action': '7f00000000000000000000000000000000000000aa',
  'content-type': 'text/plain;charset=UTF-8',
};
const multipart = (parts: string, boundary = 'XyZ') => ({
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  body: parts,
});
const field = (name: string, value: string) =>
  `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, filename: string, value: string) =>
  `--XyZ\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${value}\r\n`;

describe('screening server-action requests', () => {
  it('refuses a cross-site Origin with 403 (and a "null" one)', async () => {
    expect((await post({ ...action, origin: 'https://evil.example' }, '[]')).status).toBe(403);
    expect((await post({ ...action, origin: 'null' }, '[]')).status).toBe(403);
    expect(reached).toEqual([]);
  });

  it('refuses a body over the limit with 413, by its declared length or as it arrives', async () => {
    expect((await post(action, `["${'a'.repeat(70 * 1024)}"]`)).status).toBe(413);
    expect((await post(action, `["${'a'.repeat(70 * 1024)}"]`, { chunked: true })).status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('refuses JSON that does not parse, and arrays nested past the limit, with 400', async () => {
    expect((await post(action, '[{"a":')).status).toBe(400);
    expect((await post(action, `${'['.repeat(5000)}${']'.repeat(5000)}`)).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('refuses a NUL in a multipart file name and a truncated multipart body with 400', async () => {
    const nul = multipart(`${field('1_title', 'x')}${file('1_picture', 'a\u0000.png', 'PNG')}--XyZ--\r\n`);
    expect((await post(nul.headers, nul.body)).status).toBe(400);
    const truncated = multipart(`${field('1_title', 'x')}--XyZ\r\nContent-Disposition: form-data; name="1_bo`);
    expect((await post(truncated.headers, truncated.body)).status).toBe(400);
    const deep = multipart(`${field('0', `${'['.repeat(500)}${']'.repeat(500)}`)}--XyZ--\r\n`);
    expect((await post({ ...deep.headers, 'next-action': 'x' }, deep.body)).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it("refuses what React's reply decoder would fail on and the site's clients never send, with 400", async () => {
    const bodies = [
      '"$@0"', // a promise of itself: the decoder waits for it until "Connection closed"
      '[{},"$Q1"]', // a Map, a Blob, a server reference and a row that were never sent
      '[{},"$B5"]',
      '[{},"$h1"]',
      '[{},"$1"]',
      '[{},"$W1"]',
      '[{},"$R1"]',
      '[{},"$i1"]',
      '[{},"$A1"]',
      `[{},"$n${'9'.repeat(400)}"]`, // a BigInt over React's 300 digits
      '[{},"$nabc"]',
    ];
    for (const body of bodies) {
      const answer = await post(action, body);
      expect([body.slice(0, 40), answer.status]).toEqual([body.slice(0, 40), 400]);
    }
    // A multipart call whose rows name rows that are not there, or with no root row.
    const dangling = multipart(`${field('0', '["$2"]')}${field('1', '{}')}--XyZ--\r\n`);
    expect((await post({ ...dangling.headers, 'next-action': 'x' }, dangling.body)).status).toBe(400);
    const rootless = multipart(`${field('1', '{}')}--XyZ--\r\n`);
    expect((await post({ ...rootless.headers, 'next-action': 'x' }, rootless.body)).status).toBe(400);
    // A form posted without JavaScript whose bound state row is missing: React's decoder says "Connection closed".
    const stateless = multipart(
      `${field('$ACTION_REF_1', '')}${field('$ACTION_1:0', '{"id":"abc","bound":"$@1"}')}${field('$ACTION_KEY', 'k0')}${field('email', 'a@example.com')}--XyZ--\r\n`,
    );
    expect((await post(stateless.headers, stateless.body)).status).toBe(400);
    expect(reached).toEqual([]);
    // Over React's million array slots (a body larger than this test server's limit, so checked directly).
    expect(await malformedActionBody(Buffer.from(`[${'0,'.repeat(1_100_000)}0]`), 'text/plain')).toMatch(/array/i);
    expect(await malformedActionBody(Buffer.from(`[["${'a'.repeat(1_100_000)}",1]]`), 'text/plain')).toMatch(/array/i);
  });

  it("passes on what the site's clients send: FormData, escapes, dates, undefined, outlined rows, bound state", async () => {
    for (const body of [
      '["$K1"]',
      '[{"ok":"$u","at":"$D2026-01-01T00:00:00.000Z","text":"$$5","n":"$-0","x":"$NaN"},"$K1"]',
      '"plain"',
      `[${'0,'.repeat(1000)}0]`,
    ])
      expect([body.slice(0, 20), (await post(action, body)).status]).toEqual([body.slice(0, 20), 200]);
    const outlined = multipart(
      `${field('0', '["$1","$K2"]')}${field('1', '{"a":1}')}${field('2_email', 'a')}--XyZ--\r\n`,
    );
    expect((await post({ ...outlined.headers, 'next-action': 'x' }, outlined.body)).status).toBe(200);
    const stateful = multipart(
      `${field('$ACTION_REF_1', '')}${field('$ACTION_1:0', '{"id":"abc","bound":"$@1"}')}${field('$ACTION_1:1', '[{}]')}${field('$ACTION_KEY', 'k0')}${field('email', 'a@example.com')}--XyZ--\r\n`,
    );
    expect((await post(stateful.headers, stateful.body)).status).toBe(200);
  });

  it('passes a well-formed action on with its body and head intact', async () => {
    const same = { ...action, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    expect(await post(same, '["$K1",{"email":"a@example.com"}]')).toEqual({ status: 200, text: 'reached' });
    const form = multipart(`${field('$ACTION_ID_abc', '')}${field('email', 'a@example.com')}--XyZ--\r\n`);
    expect((await post(form.headers, form.body)).status).toBe(200);
    expect(reached.map((entry) => entry.body)).toEqual(['["$K1",{"email":"a@example.com"}]', form.body]);
    expect(reached[0]!.headers['next-action']).toBe(action['next-action']);
  });
});

describe('jsonDepth', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepth('[[{"a":[1]}]]')).toBe(4);
    expect(jsonDepth('["[[[[", "\\"[[["]')).toBe(1);
  });
});
