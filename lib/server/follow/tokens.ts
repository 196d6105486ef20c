import 'server-only';
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { serverSecret } from '../server-secret';

/** SHA-256 (hex) of a link's token: the only form in which a token is stored. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh confirmation token: 32 random bytes, URL-safe. */
export const newConfirmToken = () => randomBytes(32).toString('base64url');

/**
 * The unsubscribe token of a follow: an HMAC of its id under a key derived from the server's secret, so every
 * update mail can carry it without the token itself being stored (the row keeps its SHA-256 for the lookup).
 */
export async function unsubscribeToken(db: Db, followId: string): Promise<string> {
  const key = Buffer.from(hkdfSync('sha256', await serverSecret(db), '', 'corcym device follow unsubscribe', 32));
  return createHmac('sha256', key).update(followId).digest('base64url');
}

/** A token as it may arrive in a link: URL-safe base64 of 32 bytes (43 characters); anything else is unknown. */
export const wellFormedToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
