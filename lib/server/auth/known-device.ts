import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { serverSecret } from '../server-secret';

/**
 * The "known device" cookie: a learner (or a staff member) who signed in successfully from this browser carries it,
 * and when a flood has spent the password budget of their sign-in their attempt may still use a reserved share
 * (../config.ts, `passwordReserves`). It names the account (its keyed hash, `personKey`, never the address) so it
 * helps only that account's sign-in, and carries its issue time, both under an HMAC keyed from the server's secret
 * for this one purpose and audience: it cannot be forged, a learner's cookie is worthless at the staff sign-in, and
 * one account's cookie gives an attacker no fast lane against the others. HttpOnly, SameSite=Lax, Secure and
 * __Host- in production, like the session cookies.
 */
export type DeviceAudience = 'learner' | 'staff';

const secure = process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== '1';
export const KNOWN_DEVICE_COOKIES: Record<DeviceAudience, string> = {
  learner: secure ? '__Host-known-device' : 'known-device',
  staff: secure ? '__Host-staff-known-device' : 'staff-known-device',
};
const MAX_AGE_S = 180 * 24 * 3600;

async function mac(db: Db, audience: DeviceAudience, person: string, issued: string) {
  const key = Buffer.from(hkdfSync('sha256', await serverSecret(db), '', `corcym known device cookie ${audience}`, 32));
  return createHmac('sha256', key).update(`${person}.${issued}`).digest('base64url');
}

/** The cookie's value for the account `person` (its `personKey`), issued now. */
export async function knownDeviceToken(
  db: Db,
  person: string,
  audience: DeviceAudience = 'learner',
  now = Date.now(),
): Promise<string> {
  const issued = Math.floor(now / 1000).toString(36);
  return `${issued}.${await mac(db, audience, person, issued)}`;
}

/** Whether `token` is a valid, unexpired cookie of this account and audience. */
export async function isKnownDevice(
  db: Db,
  person: string,
  token: string | undefined,
  audience: DeviceAudience = 'learner',
  now = Date.now(),
): Promise<boolean> {
  const [issued, tag, extra] = (token ?? '').split('.');
  if (!issued || !tag || extra !== undefined) return false;
  const age = now / 1000 - parseInt(issued, 36);
  if (!Number.isFinite(age) || age < -60 || age > MAX_AGE_S) return false;
  const expected = Buffer.from(await mac(db, audience, person, issued));
  const actual = Buffer.from(tag);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function knownDeviceCookieSettings(token: string, audience: DeviceAudience = 'learner') {
  const name = KNOWN_DEVICE_COOKIES[audience];
  return {
    name,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    maxAge: MAX_AGE_S,
    secure: name.startsWith('__Host-'),
  };
}

/** Set-Cookie value (the API's answer; the sign-in actions use knownDeviceCookieSettings). */
export function knownDeviceCookie(token: string, audience: DeviceAudience = 'learner'): string {
  const cookie = knownDeviceCookieSettings(token, audience);
  const parts = [`${cookie.name}=${cookie.value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${cookie.maxAge}`];
  if (cookie.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The cookie's value from a Cookie header. */
export function knownDeviceFromCookieHeader(
  header: string | null,
  audience: DeviceAudience = 'learner',
): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KNOWN_DEVICE_COOKIES[audience]) return value.join('=');
  }
  return undefined;
}
