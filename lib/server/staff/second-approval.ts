import 'server-only';
import { verifyPassword } from '@/lib/server/auth/password';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import type { Db } from '@/lib/server/db';
import { consume, refund } from '@/lib/server/rate-limit';
import { mailAdmins } from './admin-mail';
import { withAudit } from './audit';
import { approverMinAccountHours } from './config';
import { can } from './permissions';
import { acceptTotpCode } from './totp-check';
import type { SignedInStaff } from './session';

/** Five wrong passwords in fifteen minutes lock approvals for that member until the window ends. */
const WRONG_PASSWORDS = { limit: 5, windowMs: 15 * 60_000 };

export type SecondApproval =
  | { ok: true }
  | {
      ok: false;
      reason:
        'own-draft' | 'author-made-account' | 'new-account' | 'not-allowed' | 'wrong-password' | 'locked' | 'busy';
      message: string;
    };

/** What is being approved, for the audit row and the log line of a refusal. */
export interface ApprovalSubject {
  entity: string;
  entityId: string;
  /** e.g. 'approve', 'reject', 'close'. */
  step: string;
}

type CredentialRefusal = 'wrong-password' | 'wrong-code' | 'locked';

/**
 * A wrong approval password or authenticator code, or a try while locked: one audit row (`approvals.refused`, actor
 * the member), one log line. The failure that starts the lockout also mails every active admin at once, through the
 * outbox (21 CFR 11.300(d): an attempt at misuse is reported to the administrators).
 */
async function recordRefusal(
  db: Db,
  approver: SignedInStaff,
  reason: CredentialRefusal,
  subject: ApprovalSubject | undefined,
  lockedNow: boolean,
) {
  const detail = {
    reason,
    locked: lockedNow || reason === 'locked',
    entity: subject?.entity ?? null,
    entity_id: subject?.entityId ?? null,
    step: subject?.step ?? null,
  };
  console.warn(
    JSON.stringify({ level: 'warn', event: 'approval-refused', member: approver.id, ip: approver.ip, ...detail }),
  );
  try {
    await withAudit(
      db,
      { id: approver.id, email: approver.email, ip: approver.ip },
      { action: 'approvals.refused', entity: subject?.entity ?? 'approval', entityId: subject?.entityId ?? null },
      async () => ({ result: undefined, after: detail }),
    );
    if (!lockedNow) return;
    const what = subject ? `${subject.step} of ${subject.entity} ${subject.entityId}` : 'an approval';
    await mailAdmins(db, {
      kind: 'approval-lockout',
      subject: `Approvals locked for ${approver.email} after ${WRONG_PASSWORDS.limit} wrong passwords`,
      text: [
        `${approver.name} (${approver.email}) typed a wrong password or authenticator code ${WRONG_PASSWORDS.limit} times in ${WRONG_PASSWORDS.windowMs / 60_000} minutes while approving or signing (${what}), from ${approver.ip ?? 'an unknown address'}.`,
        '',
        `Their approvals and signatures are locked for the rest of the ${WRONG_PASSWORDS.windowMs / 60_000}-minute window. If this was not them, sign them out and reset their password under Staff (/admin/staff); the attempts are in the audit log (/admin/audit, action approvals.refused).`,
      ].join('\n'),
    });
  } catch (error) {
    console.error('[approvals] the refusal could not be audited or mailed', error);
  }
}

/**
 * A second pair of eyes only counts if it is someone else's: an account the draft's author created (the audit
 * row of its creation names them), or one younger than the set age, is refused, so an admin cannot make a second
 * account with a password they chose and approve their own draft with it.
 */
export async function approverIndependence(
  db: Db,
  approverId: string,
  authorId: string | null,
): Promise<Extract<SecondApproval, { ok: false }> | undefined> {
  const created = await db
    .selectFrom('audit_log')
    .select('actor_id')
    .where('action', '=', 'staff.create')
    .where('entity_id', '=', approverId)
    .executeTakeFirst();
  if (created?.actor_id && created.actor_id === authorId)
    return {
      ok: false,
      reason: 'author-made-account',
      message:
        'The author of this draft created your account, so a colleague whose account they did not create has to approve it.',
    };
  const hours = approverMinAccountHours();
  if (hours === 0) return undefined;
  const member = await db
    .selectFrom('staff_users')
    .select('created_at')
    .where('id', '=', approverId)
    .executeTakeFirst();
  const ageMs = member ? Date.now() - Date.parse(member.created_at) : 0;
  if (!member || ageMs < hours * 3_600_000)
    return {
      ok: false,
      reason: 'new-account',
      message: `Your account is less than ${hours} hours old, so it cannot approve yet. A colleague with an older account can.`,
    };
  return undefined;
}

/**
 * The second pair of eyes on anything regulatory the site publishes (a document revision, a safety notice): the
 * approver holds `documents.approve`, is not the draft's author, and re-enters their own password now, so an
 * unattended signed-in screen cannot approve. Callers audit the result with the meaning "approver" next to the
 * draft's "author". Wrong passwords are limited per member (each wrong one and each try while locked is audited and logged;
 * the lockout mails the admins); the check runs within the site's hashing budget.
 */
export async function checkSecondApproval(
  db: Db,
  approver: SignedInStaff,
  draft: { authorId: string },
  password: string,
  subject?: ApprovalSubject,
): Promise<SecondApproval> {
  if (!can(approver.role, 'documents.approve')) {
    return { ok: false, reason: 'not-allowed', message: 'Your role does not allow approving documents.' };
  }
  if (approver.id === draft.authorId) {
    return {
      ok: false,
      reason: 'own-draft',
      message: 'You uploaded this draft, so a different colleague has to approve it.',
    };
  }
  const independence = await approverIndependence(db, approver.id, draft.authorId);
  if (independence) return independence;
  // Without a code the check never answers 'wrong-code'.
  return (await checkOwnCredentials(db, approver, { password }, subject)) as SecondApproval;
}

export type CredentialCheck = { ok: true } | { ok: false; reason: CredentialRefusal | 'busy'; message: string };

/**
 * The member proves again, now, that they are who the session says: their own password, and with `code` their
 * authenticator's current TOTP code too (two distinct identification components, 21 CFR 11.200(a)). Wrong
 * passwords and wrong or missing codes count together per member (five in fifteen minutes lock approvals and
 * signatures; the lockout mails the admins); each is audited and logged. The code is checked only after the
 * password, so a wrong password never spends it.
 */
export async function checkOwnCredentials(
  db: Db,
  member: SignedInStaff,
  credentials: { password: string; code?: string },
  subject?: ApprovalSubject,
): Promise<CredentialCheck> {
  const key = `approval-password:${member.id}`;
  const attempt = await consume(db, key, WRONG_PASSWORDS);
  if (!attempt.allowed) {
    await recordRefusal(db, member, 'locked', subject, false);
    return {
      ok: false,
      reason: 'locked',
      message: `Too many wrong passwords. Try again in ${Math.ceil(attempt.retryAfterSeconds / 60)} minutes.`,
    };
  }
  const account = await db
    .selectFrom('staff_accounts')
    .select('password')
    .where('user_id', '=', member.id)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  // A signed-in member's approval keeps a reserved share of the staff budget when a sign-in flood has spent it.
  const checked = await withinPasswordBudget(
    db,
    'staff',
    () => verifyPassword(credentials.password, account?.password, 'staff'),
    { preferred: true },
  );
  if (checked.busy !== undefined) {
    await refund(db, key);
    return { ok: false, reason: 'busy', message: 'The server is busy. Try again in a few seconds.' };
  }
  const lockedNow = attempt.count === WRONG_PASSWORDS.limit;
  if (!checked.done.valid) {
    await recordRefusal(db, member, 'wrong-password', subject, lockedNow);
    return {
      ok: false,
      reason: 'wrong-password',
      message: 'That is not your password. Type your own password to approve.',
    };
  }
  if (credentials.code !== undefined && !(await acceptTotpCode(db, member.id, credentials.code))) {
    await recordRefusal(db, member, 'wrong-code', subject, lockedNow);
    return {
      ok: false,
      reason: 'wrong-code',
      message:
        'That is not the current code of your authenticator (or it was used already). Type the code it shows now.',
    };
  }
  await refund(db, key);
  return { ok: true };
}
