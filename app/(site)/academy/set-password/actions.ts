'use server';
import { actionForm } from '@/lib/server/action-form';
import { checkInvite, redeemInvite } from '@/lib/server/academy-admin/invites';
import { rateLimits } from '@/lib/server/config';
import { rateLimitClient } from '@/lib/server/api/origin';
import { consume, refund } from '@/lib/server/rate-limit';
import { hashPassword } from '@/lib/server/auth/password';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { actionRequest } from '@/lib/forms/action-request';
import type { FormActionState } from '@/lib/forms/action-state';
import { setPasswordSchema } from '@/lib/validations/academy-admin';
import { countOf } from '@/lib/plural';

/**
 * The site's form state: `invalid` with a message per field, `refused` with one for the form (a spent link, a
 * limit), `sent` once the password is set. Never a value: both fields are passwords.
 */
export type SetPasswordState = FormActionState<'password' | 'confirm'>;

const SPENT = 'This link has expired or was already used. Ask the academy team for a new one.';
const refused = (message: string): SetPasswordState => ({ status: 'refused', message });

/** Sets the learner's password with a single-use link; the link is spent in the same transaction. */
export async function setPasswordAction(state: SetPasswordState, form: FormData): Promise<SetPasswordState> {
  return unlessDatabaseDown(
    () => setPassword(actionForm(state, form)),
    (message): SetPasswordState => refused(message),
  );
}

async function setPassword(form: FormData): Promise<SetPasswordState> {
  const value = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const parsed = setPasswordSchema.safeParse({
    token: value('token'),
    password: value('password'),
    confirm: value('confirm'),
  });
  if (!parsed.success) {
    const errors: SetPasswordState['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'token') return refused(SPENT);
      if (field === 'password' || field === 'confirm') errors[field] ??= issue.message;
    }
    return { status: 'invalid', errors };
  }
  const db = await getDb();
  // The open action is limited per address like a sign-in, and a link is checked before the password is hashed
  // (128 MiB of scrypt), so forged links cost the server nothing.
  const limitKey = `set-password:${rateLimitClient(await actionRequest())}`;
  if (!(await consume(db, limitKey, rateLimits.loginAttemptsPerIp)).allowed) {
    return refused('Too many attempts. Please wait a minute and try again.');
  }
  if ((await checkInvite(db, parsed.data.token)).status !== 'valid') return refused(SPENT);
  const hashed = await withinPasswordBudget(db, 'public', () => hashPassword(parsed.data.password, 'public'));
  if (hashed.busy !== undefined) {
    // Nothing was hashed: the attempt does not count against the address.
    await refund(db, limitKey);
    return refused(
      `The server is busy. Please try again in ${countOf(hashed.busy, { one: 'second', other: 'seconds' })}.`,
    );
  }
  const redeemed = await redeemInvite(db, parsed.data.token, hashed.done);
  return redeemed ? { status: 'sent' } : refused(SPENT);
}
