'use server';
import { plural } from '@/lib/admin/plural';
import { actionForm } from '@/lib/server/action-form';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isAPIError } from 'better-auth/api';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import { rateLimitClient } from '@/lib/server/api/origin';
import { consume, personKey, refund } from '@/lib/server/rate-limit';
import { getStaffAuth } from '@/lib/server/staff/auth';
import { staffRateLimits } from '@/lib/server/staff/config';
import { TOTP_CODE_REUSED } from '@/lib/server/staff/totp-replay';
import { safeAdminNext } from '@/lib/server/staff/next-path';
import { staffSignInSchema, totpCodeSchema } from '@/lib/validations/staff';

/** Said when a code that already signed in (or confirmed the authenticator) is tried again. */
const CODE_REUSED = 'That code has already been used. Wait for the next code in your authenticator app and enter it.';

export interface SignInState {
  error?: string;
}

const requestIp = (requestHeaders: Headers) =>
  rateLimitClient(new Request('http://staff.invalid/', { headers: requestHeaders }));

/** Counts the attempt against every key; the first refusal is the answer. */
async function limited(keys: [string, { limit: number; windowMs: number }][]): Promise<string | undefined> {
  const db = await getDb();
  for (const [key, rule] of keys) {
    const result = await consume(db, key, rule);
    if (!result.allowed)
      return `Too many attempts. Please wait ${plural(result.retryAfterSeconds, 'second')} and try again.`;
  }
  return undefined;
}

/** Step one: email and password. Members with an authenticator go on to the code step. */
export async function signInAction(previous: SignInState, form: FormData): Promise<SignInState> {
  return unlessDatabaseDown(() => signIn(actionForm(previous, form)));
}

async function signIn(form: FormData): Promise<SignInState> {
  const next = safeAdminNext(String(form.get('next') ?? ''));
  const parsed = staffSignInSchema.safeParse({ email: form.get('email'), password: form.get('password') });
  if (!parsed.success) return { error: 'Enter your email address and your password.' };
  const requestHeaders = await headers();
  // Per address, and per account FROM that address: a stranger elsewhere cannot lock a member out by failing on
  // their account, while guessing from one address stays slow. A successful sign-in gives its tokens back.
  const ip = requestIp(requestHeaders);
  const person = await personKey(await getDb(), parsed.data.email);
  const keys = [`staff-sign-in:ip:${ip}`, `staff-sign-in:account:${person}:${ip}`] as const;
  const refused = await limited([
    [keys[0], staffRateLimits.signInPerIp],
    [keys[1], staffRateLimits.signInPerAccount],
  ]);
  if (refused) return { error: refused };

  const auth = await getStaffAuth();
  const db = await getDb();
  let result: Awaited<ReturnType<typeof auth.api.signInEmail>>;
  try {
    // better-auth hashes or checks the password through lib/server/auth/password.ts (its `password` option).
    const signedIn = await withinPasswordBudget(db, () =>
      auth.api.signInEmail({ body: parsed.data, headers: requestHeaders }),
    );
    if (signedIn.busy !== undefined) {
      for (const key of keys) await refund(db, key);
      return { error: `The server is busy. Please wait ${plural(signedIn.busy, 'second')} and try again.` };
    }
    result = signedIn.done;
  } catch (error) {
    // Unknown email, wrong password and deactivated account get the same answer: nothing to learn by probing.
    // isAPIError, not instanceof: the shared auth instance may come from another module layer of the build than
    // this action (a page made it first), with its own copy of the class; a wrong password then became a 500.
    if (isAPIError(error)) return { error: 'The email or password is not correct.' };
    throw error;
  }
  for (const key of keys) await refund(db, key);
  if ('twoFactorRedirect' in result && result.twoFactorRedirect)
    redirect(`/admin/login/verify?next=${encodeURIComponent(next)}`);
  redirect(next);
}

/** Step two: the 6-digit code of the authenticator app, which completes the sign-in. */
export async function verifyCodeAction(previous: SignInState, form: FormData): Promise<SignInState> {
  return unlessDatabaseDown(() => verifyCode(actionForm(previous, form)));
}

async function verifyCode(form: FormData): Promise<SignInState> {
  const next = safeAdminNext(String(form.get('next') ?? ''));
  const parsed = totpCodeSchema.safeParse({ code: form.get('code') });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Enter the 6-digit code.' };
  const requestHeaders = await headers();
  const refused = await limited([[`staff-code:ip:${requestIp(requestHeaders)}`, staffRateLimits.codePerIp]]);
  if (refused) return { error: refused };

  const auth = await getStaffAuth();
  try {
    await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: requestHeaders });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? '';
    if (code === 'INVALID_CODE')
      return { error: 'That code is not correct. Enter the code your authenticator app shows now.' };
    if (code === TOTP_CODE_REUSED) return { error: CODE_REUSED };
    if (/LOCK|TOO_MANY/i.test(code))
      return { error: 'Too many wrong codes. Please wait 15 minutes, then sign in again.' };
    return { error: 'Your sign-in has expired. Please go back and enter your email and password again.' };
  }
  redirect(next);
}
