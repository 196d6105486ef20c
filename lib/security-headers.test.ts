/** @jest-environment node */
import { createHash } from 'node:crypto';
import { consentPendingScript } from './consent';
import { contentSecurityPolicy, personalPagePolicy, securityHeaders } from './security-headers';

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

  it("gives a personal page a fresh nonce beside 'self' and the consent flag's hash, and no inline allowance", () => {
    const first = personalPagePolicy('learner', { development: false, gaId: 'G-TEST123' })!;
    const second = personalPagePolicy('staff', { development: false })!;
    const script = directives(first)['script-src'];
    expect(script[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{24}'$/);
    expect(script[1]).toBe("'self'");
    expect(script).not.toContain("'strict-dynamic'");
    expect(script).toContain(`'sha256-${createHash('sha256').update(consentPendingScript).digest('base64')}'`);
    expect(script).not.toContain("'unsafe-inline'");
    expect(directives(second)['script-src'][0]).not.toBe(script[0]);
    // Everything but script-src is the policy of every other page.
    const rest = (policy: string) => policy.replace(/script-src [^;]*/, '');
    expect(rest(first)).toBe(rest(contentSecurityPolicy({ development: false, gaId: 'G-TEST123' })));
  });

  it('gives no nonce to public or unknown pages, nor in development', () => {
    expect(personalPagePolicy('public', { development: false })).toBeUndefined();
    expect(personalPagePolicy(undefined, { development: false })).toBeUndefined();
    expect(personalPagePolicy('visitor', { development: true })).toBeUndefined();
    for (const access of ['learner', 'visitor', 'staff', 'staff-sign-in'] as const)
      expect(personalPagePolicy(access, { development: false })).toMatch(/script-src 'nonce-/);
  });
});
