/** @jest-environment node */
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { dropClientPolicy, policyNonce, withoutNonce } from './streamed-pages.mjs';

describe('streamed pages', () => {
  it("reads the nonce of the policy's script-src only", () => {
    expect(policyNonce("default-src 'none'; script-src 'nonce-abc123+/=' 'strict-dynamic'")).toBe('abc123+/=');
    expect(policyNonce("default-src 'nonce-abc'; script-src 'self'")).toBeUndefined();
    expect(policyNonce("script-src 'self' 'sha256-AAAA'")).toBeUndefined();
    expect(policyNonce("script-src 'nonce-<bad>'")).toBeUndefined();
    expect(policyNonce('')).toBeUndefined();
  });

  it("takes the nonce and 'strict-dynamic' out of a policy, and nothing else", () => {
    expect(
      withoutNonce("default-src 'none'; script-src 'nonce-abc' 'strict-dynamic' 'self' 'sha256-AAAA'; img-src 'self'"),
    ).toBe("default-src 'none'; script-src 'self' 'sha256-AAAA'; img-src 'self'");
    expect(withoutNonce("default-src 'none'")).toBe("default-src 'none'");
  });

  it("drops a client's own policy headers, so no nonce of its choosing reaches Next", () => {
    const req = new IncomingMessage(new Socket());
    req.headers = {
      host: 'example.test',
      'content-security-policy': "script-src 'nonce-chosen-by-the-client'",
      'content-security-policy-report-only': "script-src 'nonce-chosen-by-the-client'",
    };
    req.rawHeaders = [
      'Host',
      'example.test',
      'Content-Security-Policy',
      "script-src 'nonce-chosen-by-the-client'",
      'content-security-policy-report-only',
      "script-src 'nonce-chosen-by-the-client'",
    ];
    dropClientPolicy(req);
    expect(req.headers).toEqual({ host: 'example.test' });
    expect(req.rawHeaders).toEqual(['Host', 'example.test']);
  });
});
