/** @jest-environment node */
import { rateLimitClient, rateLimitSubject } from './origin';

describe('the subject of a per-client rate limit', () => {
  it('is the /64 network of an IPv6 address, however the address is written', () => {
    for (const address of [
      '2001:db8:1:2:3:4:5:6',
      '2001:0db8:0001:0002::ffff',
      '2001:DB8:1:2::',
      '2001:db8:1:2::1.2.3.4',
    ])
      expect(rateLimitSubject(address)).toBe('2001:db8:1:2::/64');
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address itself, also when written IPv4-mapped', () => {
    expect(rateLimitSubject('192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitSubject('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(rateLimitSubject('::ffff:c000:207')).toBe('192.0.2.7');
  });

  it('reads the address the site server wrote into X-Forwarded-For', () => {
    const request = (address: string) =>
      new Request('http://site.invalid/', { headers: { 'x-forwarded-for': address } });
    expect(rateLimitClient(request('2001:db8:1:2:aaaa::1'))).toBe(rateLimitClient(request('2001:db8:1:2:bbbb::2')));
    expect(rateLimitClient(new Request('http://site.invalid/'))).toBe('unknown');
  });
});
