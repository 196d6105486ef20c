/**
 * Name of the staff session cookie, apart from the learners' one (lib/session-cookie.ts). Production uses the
 * `__Host-` prefix, which browsers accept only on a Secure, host-only, path=/ cookie; plain-http development
 * does not. Outside lib/server because the request gate (proxy.ts) reads it too and must reach nothing there
 * (tests/unit/proxy-imports.test.ts).
 */
export const STAFF_COOKIE_PREFIX =
  process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' ? '__Host-staff' : 'staff';

/** better-auth names its cookies `${prefix}.${name}`; the session token is the one that proves a sign-in. */
export const STAFF_SESSION_COOKIE = `${STAFF_COOKIE_PREFIX}.session_token`;
export const STAFF_COOKIE_SECURE = STAFF_COOKIE_PREFIX.startsWith('__Host-');

/**
 * The request header through which the proxy tells the back office's console layout which address was asked
 * for (a layout is not given it): the layout refuses a section the role may not use with a page of its own. The
 * proxy always sets it (overwriting anything a client sent), from the request's own path.
 */
export const ADMIN_PATH_HEADER = 'x-back-office-path';
