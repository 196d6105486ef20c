import { siteUrlWarning } from './site-url-warning';

describe('the build warning about the public origin', () => {
  it('warns, naming the variable and what it affects, when NEXT_PUBLIC_SITE_URL is missing or blank', () => {
    for (const env of [{}, { NEXT_PUBLIC_SITE_URL: '' }, { NEXT_PUBLIC_SITE_URL: '   ' }]) {
      const warning = siteUrlWarning(env);
      expect(warning).toContain('NEXT_PUBLIC_SITE_URL is not set');
      expect(warning).toContain('http://localhost:3000');
      expect(warning).toMatch(/Canonical links/);
      expect(warning).toMatch(/sitemap\.xml/);
      expect(warning?.split('\n').length).toBeGreaterThan(3);
    }
  });

  it('warns about a value that is not an absolute http(s) URL', () => {
    expect(siteUrlWarning({ NEXT_PUBLIC_SITE_URL: 'www.corcym.com' })).toContain('is not an absolute http(s) address');
    expect(siteUrlWarning({ NEXT_PUBLIC_SITE_URL: 'ftp://corcym.com' })).toContain(
      'is not an absolute http(s) address',
    );
  });

  it('is silent when the origin is set', () => {
    expect(siteUrlWarning({ NEXT_PUBLIC_SITE_URL: 'https://www.corcym.com' })).toBeUndefined();
    expect(siteUrlWarning({ NEXT_PUBLIC_SITE_URL: 'http://127.0.0.1:3100' })).toBeUndefined();
  });
});
