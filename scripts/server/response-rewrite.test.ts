/** @jest-environment node */
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { rewriteResponses } from './response-rewrite.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A response on a socket that keeps what would be sent, so the test reads the status, headers and body. */
function exchange(url: string) {
  const socket = new Socket();
  const sent: Buffer[] = [];
  socket.write = ((chunk: string | Uint8Array) => {
    sent.push(Buffer.from(chunk));
    return true;
  }) as Socket['write'];
  const req = new IncomingMessage(socket);
  req.url = url;
  req.method = 'GET';
  const res = new ServerResponse(req);
  res.assignSocket(socket);
  rewriteResponses(req, res);
  return { res, raw: () => Buffer.concat(sent).toString('utf8') };
}

describe('rewriteResponses', () => {
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
});
