/** @jest-environment node */
import { contentSecurityPolicy, securityHeaders } from './security-headers';

function directives(policy: string) {
  return Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
}

describe('security headers', () => {
  it('ships a CSP without eval, plugins or framing in production', () => {
    const csp = directives(contentSecurityPolicy({ development: false }));
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('allows the analytics hosts only when analytics is configured', () => {
    const without = contentSecurityPolicy({ development: false });
    const withGa = contentSecurityPolicy({ gaId: 'G-TEST123', development: false });
    expect(without).not.toMatch(/google/);
    expect(directives(withGa)['script-src']).toContain('https://www.googletagmanager.com');
    expect(directives(withGa)['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('sends HSTS only when asked to', () => {
    const names = (hsts: boolean) => securityHeaders({ development: false, hsts }).map((header) => header.key);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(names(true)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
  });
});
