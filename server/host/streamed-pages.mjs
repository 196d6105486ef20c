/**
 * Pages rendered per request for one person (the academy's learner pages, the sign-in steps, the back office) are
 * streamed to the browser as Next renders them, with a nonce-based Content-Security-Policy, instead of being held
 * whole to be rewritten and hashed (response-rewrite.mjs). Held, their first byte waited for the whole render
 * (0.2-1.4 s for /academy) and their `loading.tsx` never showed on a first load.
 *
 * The nonce comes from the request gate (proxy.ts), which draws a fresh one for each request to a page the route
 * registry gives an access other than 'public', and sets it as Next documents: as the request's
 * Content-Security-Policy header, from which Next reads it and writes it on every script it renders (its chunks,
 * the payload, React's streaming scripts), and as the response's policy (lib/security-headers.ts). This server then
 * knows such a page by the nonce in its response policy, and streams it when the response may not be stored by a
 * shared cache. Anything else (a nonce on a page Next answers from its prerendered or ISR cache, which carries no
 * nonce) is held and hashed as before, with the nonce taken out of its policy. A back-office page is held only
 * until its <head> is complete, where a refusal or not-found panel names its status (403, 404) for this server to
 * send (response-rewrite.mjs), and streams from there.
 *
 * A nonce must never reach shared HTML: a client's own Content-Security-Policy request header is dropped before
 * Next sees it (Next would read a nonce from it, and an ISR regeneration set off by that request would write it into
 * the page every visitor then receives). The gate sets it only for pages Next renders per request.
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
