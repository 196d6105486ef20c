/**
 * Name of the academy session cookie. The `__Host-` prefix makes browsers refuse it unless it is Secure,
 * host-only and path=/, so production uses it; plain-http development uses an unprefixed name.
 */
export const SESSION_COOKIE =
  process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1' ? '__Host-session' : 'session';
