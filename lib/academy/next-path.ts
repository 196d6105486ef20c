export const LOGIN_PATH = '/login';
const ACADEMY_HOME = '/academy';

// Any fixed origin works: the value is resolved against it only to see whether it stays on it.
const SITE = 'http://site.invalid';

/**
 * Where a sign-in may send the learner: a path of this site only, never the login page itself or the API;
 * anything else falls back to the academy home.
 *
 * "Same site" is decided the way the browser will decide it: the value is resolved against an origin (dot
 * segments, backslashes, percent-encoded dots and all) and must keep that origin. What comes back is the
 * resolved, percent-encoded path, so what the browser follows is exactly what was checked, and a Location
 * header built from it is plain ASCII.
 */
export function safeNextPath(value: unknown): string {
  const resolved = sameSitePath(value);
  if (!resolved) return ACADEMY_HOME;
  const pathname = resolved.pathname.toLowerCase();
  if (
    pathname === LOGIN_PATH ||
    pathname.startsWith(`${LOGIN_PATH}/`) ||
    pathname === '/api' ||
    pathname.startsWith('/api/')
  )
    return ACADEMY_HOME;
  return resolved.path;
}

/**
 * A path from a request (a `next` parameter, a form field) resolved against the site's origin, or undefined when
 * it is not a single string, is too long, holds control characters, or would leave the origin. Every redirect
 * target taken from a request goes through here (the academy login, the staff sign-in).
 */
export function sameSitePath(value: unknown): { pathname: string; path: string } | undefined {
  // A query may repeat the parameter (?next=a&next=b): only a single string is considered.
  if (
    typeof value !== 'string' ||
    value.length > 500 ||
    !value.startsWith('/') ||
    value.includes('\\') ||
    /[\u0000-\u001f\u007f]/.test(value)
  )
    return undefined;
  let resolved: URL;
  try {
    // Decoding first catches /%2e%2e//evil and /./%2Fevil, which a later decoder (a proxy, a framework) could
    // turn into dot segments or a second slash after this check.
    if (!isSameSite(decodeURIComponent(value))) return undefined;
    resolved = new URL(value, SITE);
  } catch {
    return undefined;
  }
  if (resolved.origin !== SITE || resolved.pathname.startsWith('//')) return undefined;
  return { pathname: resolved.pathname, path: `${resolved.pathname}${resolved.search}${resolved.hash}` };
}

function isSameSite(path: string): boolean {
  if (!path.startsWith('/') || /[\u0000-\u001f\u007f]/.test(path)) return false;
  const url = new URL(path, SITE);
  return url.origin === SITE && !url.pathname.startsWith('//');
}
