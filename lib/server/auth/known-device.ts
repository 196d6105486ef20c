import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { serverSecret } from '../server-secret';

/**
 * The "known device" cookie: a learner who signed in successfully from this browser carries it, and when a flood
 * has spent the public password budget their sign-in may still use a reserved share (../config.ts,
 * `knownDeviceChecks`). It names the account (its keyed hash, never the address) so it helps only that account's
 * sign-in, and it carries its issue time, both under an HMAC keyed from the server's secret: it cannot be forged,
 * and one learner's cookie does not give an attacker a fast lane against other accounts. HttpOnly, SameSite=Lax,
 * Secure and __Host- in production, like the session cookie.
 */
export const KNOWN_DEVICE_COOKIE =
  process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1'
    ? '__Host-known-device'
    : 'known-device';
const MAX_AGE_S = 180 * 24 * 3600;

async function key(db: Db) {
  return Buffer.from(hkdfSync('sha256', await serverSecret(db), '', 'corcym known device cookie', 32));
}

const mac = async (db: Db, person: string, issued: string) =>
  createHmac('sha256', await key(db))
    .update(`${person}.${issued}`)
    .digest('base64url');

/** The cookie's value for the account `person` (its `personKey`), issued now. */
export async function knownDeviceToken(db: Db, person: string, now = Date.now()): Promise<string> {
  const issued = Math.floor(now / 1000).toString(36);
  return `${issued}.${await mac(db, person, issued)}`;
}

/** Whether `token` is a valid, unexpired cookie of this account. */
export async function isKnownDevice(
  db: Db,
  person: string,
  token: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  const [issued, tag, extra] = (token ?? '').split('.');
  if (!issued || !tag || extra !== undefined) return false;
  const age = now / 1000 - parseInt(issued, 36);
  if (!Number.isFinite(age) || age < -60 || age > MAX_AGE_S) return false;
  const expected = Buffer.from(await mac(db, person, issued));
  const actual = Buffer.from(tag);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function knownDeviceCookieSettings(token: string) {
  return {
    name: KNOWN_DEVICE_COOKIE,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    maxAge: MAX_AGE_S,
    secure: KNOWN_DEVICE_COOKIE.startsWith('__Host-'),
  };
}

/** Set-Cookie value (the API's answer; the sign-in page's action uses knownDeviceCookieSettings). */
export function knownDeviceCookie(token: string): string {
  const cookie = knownDeviceCookieSettings(token);
  const parts = [`${cookie.name}=${cookie.value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${cookie.maxAge}`];
  if (cookie.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The cookie's value from a Cookie header. */
export function knownDeviceFromCookieHeader(header: string | null): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}
