/** @jest-environment node */
import robots from './robots';
import { siteConfig } from '@/lib/site-config';

describe('robots.txt', () => {
  it('points at the sitemap on the site origin and writes no Host line holding a URL', () => {
    const rules = robots();
    expect(rules.sitemap).toBe(`${siteConfig.url}/sitemap.xml`);
    // `Host:` takes a bare host name; a URL there (http://…) is invalid, and the directive is obsolete anyway.
    expect(rules.host).toBeUndefined();
  });
});
