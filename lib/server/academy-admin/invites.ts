import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashToken } from '../auth/sessions';
import type { Db } from '../db';

/**
 * Set-password links for learners. The link carries a random 256-bit token; the database keeps only its SHA-256,
 * so a leaked database opens no account. A link works once and for INVITE_VALID_HOURS; issuing a new one (a
 * reset) or deactivating the learner retires every earlier link.
 */
export const INVITE_VALID_HOURS = 72;
export const SET_PASSWORD_PATH = '/academy/set-password';

export type InvitePurpose = 'invite' | 'reset';

/** Issues a new link for the learner inside the caller's transaction, retiring the learner's earlier ones. */
export async function issueInvite(
  trx: Db,
  userId: string,
  purpose: InvitePurpose,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  await retireInvites(trx, userId, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_VALID_HOURS * 3_600_000).toISOString();
  await trx
    .insertInto('learner_invites')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

export async function retireInvites(trx: Db, userId: string, now = new Date()): Promise<void> {
  await trx
    .updateTable('learner_invites')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export type InviteCheck = { status: 'valid'; userId: string; inviteId: string; email: string } | { status: 'invalid' };

/** Whether a token opens a link now: known, unused, unexpired, for an active learner. */
export async function checkInvite(db: Db, token: string | undefined, now = new Date()): Promise<InviteCheck> {
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'invalid' };
  const row = await db
    .selectFrom('learner_invites')
    .innerJoin('users', 'users.id', 'learner_invites.user_id')
    .select([
      'learner_invites.id',
      'learner_invites.user_id',
      'learner_invites.expires_at',
      'learner_invites.used_at',
      'users.active',
      'users.email',
    ])
    .where('learner_invites.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= now.toISOString() || row.active !== 1) return { status: 'invalid' };
  return { status: 'valid', userId: row.user_id, inviteId: row.id, email: row.email };
}

/**
 * Sets the learner's password with a link and spends the link, in one transaction. The update of the link is
 * conditional on it still being unused, so two requests racing with one token set at most one password.
 */
export async function redeemInvite(db: Db, token: string, passwordHash: string, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const check = await checkInvite(trx, token, now);
    if (check.status !== 'valid') return false;
    const spent = await trx
      .updateTable('learner_invites')
      .set({ used_at: now.toISOString() })
      .where('id', '=', check.inviteId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', check.userId)
      .execute();
    // A new password ends any session the account still had.
    await trx.deleteFrom('sessions').where('user_id', '=', check.userId).execute();
    await retireInvites(trx, check.userId, now);
    return true;
  });
}

/** The mail with the link; it carries no name or text typed by anyone, only the link and its expiry. */
export function setPasswordMail(to: string, link: string, purpose: InvitePurpose) {
  const invited = purpose === 'invite';
  return {
    to,
    kind: invited ? 'academy-invite' : 'academy-password-reset',
    subject: invited ? 'Your invitation to the Corcym Academy' : 'Set a new password for the Corcym Academy',
    text: [
      'Hello,',
      '',
      invited
        ? 'You have been invited to the Corcym Academy. To activate your account, choose a password with this link:'
        : 'Your Corcym Academy password was reset by the academy team. Choose a new password with this link:',
      '',
      link,
      '',
      `The link works once and expires in ${INVITE_VALID_HOURS} hours. If you did not expect this e-mail, you can ignore it.`,
      '',
      'Kind regards,',
      'The Corcym Academy team',
    ].join('\n'),
  };
}
