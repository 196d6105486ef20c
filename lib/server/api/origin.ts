import 'server-only';
import { serverConfig } from '../config';

/**
 * The client's address for rate limits. Next's server fills X-Forwarded-For with the socket address when no proxy
 * set it; behind proxies, the entry TRUSTED_PROXY_HOPS from the right is the one our own proxy appended.
 */
export function clientIp(request: Request): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries[Math.max(0, entries.length - serverConfig.trustedProxyHops)] ?? 'unknown';
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
