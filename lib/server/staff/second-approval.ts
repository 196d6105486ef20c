import 'server-only';
import { verifyPassword } from '@/lib/server/auth/password';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import type { Db } from '@/lib/server/db';
import { consume, refund } from '@/lib/server/rate-limit';
import { can } from './permissions';
import type { SignedInStaff } from './session';

/** Five wrong passwords in fifteen minutes lock approvals for that member until the window ends. */
const WRONG_PASSWORDS = { limit: 5, windowMs: 15 * 60_000 };

export type SecondApproval =
  | { ok: true }
  | { ok: false; reason: 'own-draft' | 'not-allowed' | 'wrong-password' | 'locked' | 'busy'; message: string };

/**
 * The second pair of eyes on anything regulatory the site publishes (a document revision, a safety notice): the
 * approver holds `documents.approve`, is not the draft's author, and re-enters their own password now, so an
 * unattended signed-in screen cannot approve. Callers audit the result with the meaning "approver" next to the
 * draft's "author". Wrong passwords are limited per member; the check runs within the site's hashing budget.
 */
export async function checkSecondApproval(
  db: Db,
  approver: SignedInStaff,
  draft: { authorId: string },
  password: string,
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
  const key = `approval-password:${approver.id}`;
  const attempt = await consume(db, key, WRONG_PASSWORDS);
  if (!attempt.allowed) {
    return {
      ok: false,
      reason: 'locked',
      message: `Too many wrong passwords. Try again in ${Math.ceil(attempt.retryAfterSeconds / 60)} minutes.`,
    };
  }
  const account = await db
    .selectFrom('staff_accounts')
    .select('password')
    .where('user_id', '=', approver.id)
    .where('provider_id', '=', 'credential')
    .executeTakeFirst();
  // A signed-in member's approval keeps a reserved share of the staff budget when a sign-in flood has spent it.
  const checked = await withinPasswordBudget(db, 'staff', () => verifyPassword(password, account?.password, 'staff'), {
    preferred: true,
  });
  if (checked.busy !== undefined) {
    await refund(db, key);
    return { ok: false, reason: 'busy', message: 'The server is busy. Try again in a few seconds.' };
  }
  if (!checked.done.valid) {
    return {
      ok: false,
      reason: 'wrong-password',
      message: 'That is not your password. Type your own password to approve.',
    };
  }
  await refund(db, key);
  return { ok: true };
}
