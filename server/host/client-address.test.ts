/** @jest-environment node */
import { clientAddress, normaliseForwardedHeaders, parseTrustedProxies } from './client-address.mjs';

const none = parseTrustedProxies('');
const nginx = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1');

describe('client address', () => {
  it('is the socket address when no proxy is declared, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', '1.2.3.4, 5.6.7.8', none)).toBe('198.51.100.7');
  });

  it('is read from the right past trusted proxies, never from what the client wrote further left', () => {
    // The client wrote 1.2.3.4; nginx appended the real peer 198.51.100.7; the socket is nginx.
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7', nginx)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3', nginx)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '', nginx)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'garbage, 198.51.100.7', nginx)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.9', '1.2.3.4', nginx)).toBe('198.51.100.9');
  });

  it('refuses a TRUSTED_PROXIES value that is not an address', () => {
    expect(() => parseTrustedProxies('nginx.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/40')).toThrow(/prefix/);
    expect(parseTrustedProxies('loopback').isTrusted('127.0.0.5')).toBe(true);
  });

  it('drops forwarded headers a client sent directly, and keeps a declared proxy’s', () => {
    const direct = {
      socket: { remoteAddress: '198.51.100.7' },
      headers: { 'x-forwarded-for': '10.0.0.1', 'x-forwarded-host': 'evil.example', 'x-real-ip': '1.1.1.1' } as Record<
        string,
        string
      >,
    };
    expect(normaliseForwardedHeaders(direct, nginx)).toEqual({ client: '198.51.100.7', fromProxy: false });
    expect(direct.headers).toEqual({ 'x-forwarded-for': '198.51.100.7' });

    const proxied = {
      socket: { remoteAddress: '127.0.0.1' },
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-host': 'www.corcym.com' } as Record<string, string>,
    };
    expect(normaliseForwardedHeaders(proxied, nginx)).toEqual({ client: '198.51.100.7', fromProxy: true });
    expect(proxied.headers['x-forwarded-host']).toBe('www.corcym.com');
  });
});
