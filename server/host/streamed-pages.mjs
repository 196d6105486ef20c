/**
 * Pages rendered per request for one person (the learner pages, the sign-in steps, the back office) stream as Next
 * renders them, with the nonce-based policy the request gate (proxy.ts) set, instead of being held whole and hashed
 * (response-rewrite.mjs): held, their first byte waited for the whole render. Such a page is known by the nonce in
 * its response policy and a Cache-Control no shared cache may keep; any other page is held and hashed, its nonce
 * taken out. A client's own policy request header is dropped, so no nonce can reach shared HTML through an ISR
 * regeneration. docs/features.md, "Personal pages stream", says more.
 */

// Next's own pattern for a nonce source (next/dist/server/app-render/get-script-nonce-from-header.js).
const NONCE_SOURCE = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/;
const CLIENT_POLICY_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/**
 * The script-src directive's sources, and its index among the policy's directives (-1 when it has none).
 * @param {string} policy
 */
function scriptSources(policy) {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((part) => /^script-src(?:\s|$)/i.test(part));
  return { directives, index, sources: index === -1 ? [] : (directives[index] ?? '').split(/\s+/).slice(1) };
}

/**
 * The nonce the policy's script-src allows, if any.
 * @param {string} policy
 * @returns {string | undefined}
 */
export function policyNonce(policy) {
  for (const source of scriptSources(policy).sources) {
    const match = NONCE_SOURCE.exec(source);
    if (match) return match[1];
  }
  return undefined;
}

/**
 * The policy without its nonce (and 'strict-dynamic', under which browsers ignore 'self', should a policy carry it),
 * for a page that is held and hashed after all.
 * @param {string} policy
 * @returns {string}
 */
export function withoutNonce(policy) {
  const { directives, index, sources } = scriptSources(policy);
  if (index === -1) return policy;
  const kept = sources.filter((source) => !NONCE_SOURCE.test(source) && source !== "'strict-dynamic'");
  directives[index] = ['script-src', ...kept].join(' ');
  return directives.join('; ');
}

/**
 * Drops the Content-Security-Policy headers a client sent with its request: only the request gate may give Next a
 * nonce.
 * @param {import('node:http').IncomingMessage} req
 */
export function dropClientPolicy(req) {
  for (const name of CLIENT_POLICY_HEADERS) delete req.headers[name];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2)
    if (CLIENT_POLICY_HEADERS.includes(String(raw[i]).toLowerCase())) raw.splice(i, 2);
}
