'use server';
import { redeemInvite } from '@/lib/server/academy-admin/invites';
import { hashPassword } from '@/lib/server/auth/password';
import { getDb } from '@/lib/server/db';
import { setPasswordSchema } from '@/lib/validations/academy-admin';

export interface SetPasswordState {
  done?: boolean;
  error?: string;
  fields?: Partial<Record<'password' | 'confirm', string>>;
}

const SPENT = 'This link has expired or was already used. Ask the academy team for a new one.';

/** Sets the learner's password with a single-use link; the link is spent in the same transaction. */
export async function setPasswordAction(_state: SetPasswordState, form: FormData): Promise<SetPasswordState> {
  const value = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined);
  const parsed = setPasswordSchema.safeParse({ token: value('token'), password: value('password'), confirm: value('confirm') });
  if (!parsed.success) {
    const fields: SetPasswordState['fields'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'token') return { error: SPENT };
      if (field === 'password' || field === 'confirm') fields[field] ??= issue.message;
    }
    return { fields };
  }
  const redeemed = await redeemInvite(await getDb(), parsed.data.token, await hashPassword(parsed.data.password));
  return redeemed ? { done: true } : { error: SPENT };
}
