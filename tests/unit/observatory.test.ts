/** @jest-environment node */
import { withScriptHashes } from '../../server/host/inline-script-hashes.mjs';
import { securityHeaders } from '../../lib/security-headers';
import { observatoryScore } from './observatory';

const asRecord = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map(({ key, value }) => [key, value]));

describe('Mozilla Observatory header grade', () => {
  it('is A+ for the headers a production page leaves the server with', () => {
    const headers = asRecord(securityHeaders({ development: false, hsts: true, gaId: 'G-TEST123' }));
    // The server adds the page's inline-script hashes (server/host/response-rewrite.mjs).
    headers['Content-Security-Policy'] = withScriptHashes(headers['Content-Security-Policy']!, ["'sha256-AAAA'"]);
    const result = observatoryScore(headers);
    expect(result.grade).toBe('A+');
    expect(result.score).toBe(110);
    expect(result.reasons).toEqual([
      'csp-implemented-with-unsafe-inline-in-style-src-only 0',
      'x-frame-options-implemented-via-csp +5',
      'referrer-policy-private +5',
    ]);
  });

  it("would be capped at B+ with 'unsafe-inline' scripts, as before", () => {
    const headers = asRecord(securityHeaders({ development: true, hsts: true }));
    expect(observatoryScore(headers)).toMatchObject({ score: 80, grade: 'B+' });
  });
});
