import 'server-only';
import { serverConfig } from '../config';

/** The client's address: the first X-Forwarded-For entry (Next's server sets it), else a fixed key. */
export function clientIp(request: Request): string {
  const forwarded = serverConfig.trustProxy ? request.headers.get('x-forwarded-for') : null;
  return forwarded?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
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
