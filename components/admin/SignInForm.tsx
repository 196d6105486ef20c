'use client';
import type { AdminFormState } from '@/lib/forms/action-state';
import { AdminField } from './form/AdminField';
import { AdminForm } from './form/AdminForm';

/**
 * The staff sign-in, step one. A server action does all the checking; the kit keeps the answer on screen, the
 * address typed after a refusal (never the password) and focus on the message.
 */
export function SignInForm({
  action,
  next,
}: {
  action: (state: AdminFormState, form: FormData) => Promise<AdminFormState>;
  next: string;
}) {
  return (
    <AdminForm action={action} prefix="sign-in" submitLabel="Sign in" pendingLabel="Signing in…">
      <input type="hidden" name="next" value={next} />
      <AdminField name="email" label="Email address" type="email" autoComplete="username" required />
      <AdminField name="password" label="Password" type="password" autoComplete="current-password" required />
    </AdminForm>
  );
}
