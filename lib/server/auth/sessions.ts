import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { serverConfig } from '../config';
import type { Db } from '../db';
import { SESSION_COOKIE } from '@/lib/session-cookie';

/**
 * Academy sessions. The browser holds a random 256-bit token; the database holds only its SHA-256, so a leaked
 * database cannot be replayed. A session ends after 30 minutes idle or 12 hours in all (configurable), and at
 * logout, when its row is deleted.
 */
export interface Learner {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string | null;
  onboarded: boolean;
}

type SessionCheck =
  | { status: 'valid'; learner: Learner; sessionId: string }
  | { status: 'missing' }
  | { status: 'unknown' }
  | { status: 'expired' };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const created = now.toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: created,
      last_seen_at: created,
      expires_at: new Date(now.getTime() + serverConfig.sessionAbsoluteMs).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The token of a request: the session cookie, or `Authorization: Bearer <token>` for API clients. */
export function tokenFrom(request: Request): { token: string; via: 'cookie' | 'bearer' } | undefined {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = request.headers
    .get('cookie')
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return cookie ? { token: decodeURIComponent(cookie), via: 'cookie' } : undefined;
}

export async function checkSession(db: Db, token: string | undefined, now = new Date()): Promise<SessionCheck> {
  if (!token) return { status: 'missing' };
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.country',
      'users.onboarded',
    ])
    .where('sessions.id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };

  const idleFor = now.getTime() - Date.parse(row.last_seen_at);
  if (row.revoked_at || now.toISOString() >= row.expires_at || idleFor >= serverConfig.sessionIdleMs) {
    if (!row.revoked_at) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', row.session_id)
        .execute();
    }
    return { status: 'expired' };
  }
  // Refresh the idle clock at most once a minute, so reads do not turn into a write each.
  if (idleFor > 60_000) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return {
    status: 'valid',
    sessionId: row.session_id,
    learner: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      country: row.country,
      onboarded: row.onboarded === 1,
    },
  };
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * The cookie of a new session: HttpOnly, SameSite=Lax, Secure and __Host- in production. The API writes it as a
 * Set-Cookie header (sessionCookie), the sign-in page's server action through next/headers' cookies().set.
 */
export function sessionCookieSettings(token: string) {
  return {
    name: SESSION_COOKIE,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    maxAge: Math.floor(serverConfig.sessionAbsoluteMs / 1000),
    secure: SESSION_COOKIE.startsWith('__Host-'),
  };
}

/** Set-Cookie value for a new session (sessionCookieSettings). */
export function sessionCookie(token: string): string {
  const cookie = sessionCookieSettings(token);
  const parts = [`${cookie.name}=${cookie.value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${cookie.maxAge}`];
  if (cookie.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (SESSION_COOKIE.startsWith('__Host-')) parts.push('Secure');
  return parts.join('; ');
}
