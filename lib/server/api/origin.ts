import 'server-only';
import ipaddr from 'ipaddr.js';

/**
 * The client's address for rate limits. The site's server (server/host/client-address.mjs) replaces
 * X-Forwarded-For with the one address it trusts: the socket's, or the client named by a declared proxy
 * (TRUSTED_PROXIES). Whatever else a client writes there never reaches this point.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

/**
 * Who a per-client rate limit counts: an IPv4 address (also when written IPv4-mapped, `::ffff:1.2.3.4`), or the
 * /64 network of an IPv6 address. A /64 is the smallest network an IPv6 host is given: one machine picks any of
 * its 2^64 addresses freely (privacy addresses), so counting per address would give it as many buckets.
 */
export function rateLimitSubject(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/** The client's rate-limit subject (rateLimitSubject of clientIp): the only key per-client limits may use. */
export function rateLimitClient(request: Request): string {
  return rateLimitSubject(clientIp(request));
}

/**
 * CSRF defence for requests that ride on the session cookie: the browser must say the request comes from this
 * site (Sec-Fetch-Site: same-origin, or an Origin equal to the request's own). API clients that send a bearer
 * token instead of the cookie are not exposed to CSRF and pass.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  // X-Forwarded-Host reaches the app only from a declared proxy (the site's server drops it otherwise).
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A cross-site page may not make the browser send anything to the API, cookie or not. */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'cross-site' || site === 'same-site';
  const origin = request.headers.get('origin');
  return origin !== null && !isSameOrigin(request);
}

/**
 * A page navigation (a link, a typed address, a form): the browser says so with fetch metadata, and without it
 * (older browsers) a navigation still asks for HTML.
 */
export function isNavigation(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  const dest = request.headers.get('sec-fetch-dest');
  if (mode === 'navigate' || mode === 'nested-navigate') return true;
  if (dest && ['document', 'iframe', 'frame', 'embed', 'object'].includes(dest)) return true;
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}

/**
 * The site's own client always sends `Accept: application/json`; a navigation, an image or a media element
 * never does. An API GET that changes state refuses everything that does not ask for JSON.
 */
export function asksForJson(request: Request): boolean {
  return !isNavigation(request) && /\bapplication\/json\b/i.test(request.headers.get('accept') ?? '');
}
