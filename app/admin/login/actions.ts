'use server';
import { plural } from '@/lib/admin/plural';
import type { AdminFormState } from '@/lib/forms/action-state';
import { actionForm } from '@/lib/server/action-form';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isAPIError } from 'better-auth/api';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { simulatePasswordCheck } from '@/lib/server/auth/password';
import {
  isKnownDevice,
  knownDeviceCookieSettings,
  knownDeviceFromCookieHeader,
  knownDeviceToken,
} from '@/lib/server/auth/known-device';
import { withinPasswordBudget } from '@/lib/server/auth/password-budget';
import { clientIp, rateLimitClient } from '@/lib/server/api/origin';
import { consume, personKey, refund } from '@/lib/server/rate-limit';
import { withAudit, type AuditActor } from '@/lib/server/staff/audit';
import { getStaffAuth } from '@/lib/server/staff/auth';
import { staffRateLimits } from '@/lib/server/staff/config';
import { TOTP_CODE_REUSED } from '@/lib/server/staff/totp-replay';
import { safeAdminNext } from '@/lib/server/staff/next-path';
import { staffSignInSchema, totpCodeSchema } from '@/lib/validations/staff';

/** Said when a code that already signed in (or confirmed the authenticator) is tried again. */
const CODE_REUSED = 'That code has already been used. Wait for the next code in your authenticator app and enter it.';

/**
 * What the sign-in and its code step answer: the refusal as the form's message, and after a refused password the
 * address typed (never the password), so the form comes back with it, with or without JavaScript.
 */
export type SignInState = AdminFormState<'email'>;

const asRequest = (requestHeaders: Headers) => new Request('http://staff.invalid/', { headers: requestHeaders });
const requestIp = (requestHeaders: Headers) => rateLimitClient(asRequest(requestHeaders));

/** A member, by the address typed, with a password to check (better-auth compares addresses in lower case). */
async function memberByEmail(email: string) {
  return (await getDb())
    .selectFrom('staff_users')
    .innerJoin('staff_accounts', 'staff_accounts.user_id', 'staff_users.id')
    .select(['staff_users.id', 'staff_users.email', 'staff_users.active'])
    .where('staff_users.email', '=', email.trim().toLowerCase())
    .where('staff_accounts.provider_id', '=', 'credential')
    .executeTakeFirst();
}

const UNKNOWN_SIGN_IN_AUDIT = {
  each: { limit: 1, windowMs: 3_600_000 },
  all: { limit: 60, windowMs: 3_600_000 },
};

/**
 * Every staff sign-in is audited (issue 39). A success names the member as the actor. A failure has no actor: it
 * names the member's record when the address is a member's, otherwise the address's keyed hash (`personKey`, as
 * the privacy requests do), never the address typed, so a mistyped password or a stranger's address is not kept.
 */
async function auditSignIn(
  requestHeaders: Headers,
  event: 'staff.sign_in' | 'staff.sign_in_failed',
  member: { id: string; email: string } | undefined,
  details: { email?: string; step: 'password' | 'code'; reason?: string },
) {
  const db = await getDb();
  const ip = clientIp(asRequest(requestHeaders));
  const actor: AuditActor =
    event === 'staff.sign_in' && member
      ? { id: member.id, email: member.email, ip }
      : { id: null, email: 'anonymous', ip };
  const target = member
    ? { entity: 'staff', entityId: member.id }
    : { entity: 'person', entityId: details.email === undefined ? null : await personKey(db, details.email) };
  // A wrong password for an address that is no member's can come from anyone: one row per address an hour and 60
  // rows an hour in all, so a flood cannot grow the audit log without bound (the server log has every refusal).
  if (!member && event === 'staff.sign_in_failed' && details.step === 'password') {
    const perAddress = await consume(db, `audit-unknown-sign-in:${target.entityId}`, UNKNOWN_SIGN_IN_AUDIT.each);
    const overall = perAddress.allowed && (await consume(db, 'audit-unknown-sign-in', UNKNOWN_SIGN_IN_AUDIT.all));
    if (!perAddress.allowed || !overall || !overall.allowed) {
      console.warn(JSON.stringify({ event: 'staff-sign-in-failed', known: false, audited: false, ip }));
      return;
    }
  }
  await withAudit(db, actor, { action: event, ...target }, async () => ({
    result: undefined,
    after: { step: details.step, ...(details.reason ? { reason: details.reason } : {}) },
  }));
}

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

/**
 * A completed sign-in (the password, and the code where one is asked) marks this browser as known for the member:
 * under a sign-in flood it keeps a reserved share of the staff budget (lib/server/auth/known-device.ts). Set as
 * (name, value, options), the form every cookie store takes.
 */
async function rememberDevice(email: string) {
  const db = await getDb();
  const device = knownDeviceCookieSettings(await knownDeviceToken(db, await personKey(db, email), 'staff'), 'staff');
  (await cookies()).set(device.name, device.value, device);
}

/** Step one: email and password. Members with an authenticator go on to the code step. */
export async function signInAction(previous: SignInState, form: FormData): Promise<SignInState> {
  const posted = actionForm(previous, form);
  const email = posted.get('email');
  // Every refusal, the database's included, gives back the address typed (never the password).
  const refuse = (message: string): SignInState => ({
    message,
    ...(typeof email === 'string' ? { values: { email } } : {}),
  });
  return unlessDatabaseDown(() => signIn(posted, refuse), refuse);
}

async function signIn(form: FormData, refuse: (message: string) => SignInState): Promise<SignInState> {
  const next = safeAdminNext(String(form.get('next') ?? ''));
  const email = form.get('email');
  const parsed = staffSignInSchema.safeParse({ email, password: form.get('password') });
  if (!parsed.success) return refuse('Enter your email address and your password.');
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
  if (refused) return refuse(refused);

  const auth = await getStaffAuth();
  const db = await getDb();
  const member = await memberByEmail(parsed.data.email);
  const busy = async (seconds: number) => {
    // Nothing was checked: the attempt does not count against the address or the account.
    for (const key of keys) await refund(db, key);
    return refuse(`The server is busy. Please wait ${plural(seconds, 'second')} and try again.`);
  };
  const wrong = async (reason: string) => {
    await auditSignIn(requestHeaders, 'staff.sign_in_failed', member, {
      email: parsed.data.email,
      step: 'password',
      reason,
    });
    return refuse('The email or password is not correct.');
  };
  // A member who signed in before from this browser keeps a reserved share of the staff budget under a flood.
  const preferred = await isKnownDevice(
    db,
    person,
    knownDeviceFromCookieHeader(requestHeaders.get('cookie'), 'staff'),
    'staff',
  );
  if (!member) {
    // No such member: a timer as long as a check (lib/server/auth/password.ts), within the staff budget like one,
    // instead of the hash better-auth would spend on an unknown address. Same answer, same time.
    const waited = await withinPasswordBudget(db, 'staff', () => simulatePasswordCheck('staff'), { preferred });
    if (waited.busy !== undefined) return busy(waited.busy);
    return wrong('unknown');
  }
  let result: Awaited<ReturnType<typeof auth.api.signInEmail>>;
  try {
    // better-auth checks the password on the staff hashing thread (its `password` option, lib/server/staff/auth.ts).
    const signedIn = await withinPasswordBudget(
      db,
      'staff',
      () => auth.api.signInEmail({ body: parsed.data, headers: requestHeaders }),
      { preferred },
    );
    if (signedIn.busy !== undefined) return busy(signedIn.busy);
    result = signedIn.done;
  } catch (error) {
    // Unknown email, wrong password and deactivated account get the same answer: nothing to learn by probing.
    // isAPIError, not instanceof: the shared auth instance may come from another module layer of the build than
    // this action (a page made it first), with its own copy of the class; a wrong password then became a 500.
    if (isAPIError(error)) return wrong(member.active === 1 ? 'password' : 'deactivated');
    throw error;
  }
  for (const key of keys) await refund(db, key);
  if ('twoFactorRedirect' in result && result.twoFactorRedirect) {
    // The password step is audited; the sign-in completes with the code (verifyCode audits that).
    await auditSignIn(requestHeaders, 'staff.sign_in', member, { step: 'password', reason: 'code required' });
    redirect(`/admin/login/verify?next=${encodeURIComponent(next)}`);
  }
  await auditSignIn(requestHeaders, 'staff.sign_in', member, { step: 'password' });
  await rememberDevice(member.email);
  redirect(next);
}

/** Step two: the 6-digit code of the authenticator app, which completes the sign-in. */
export async function verifyCodeAction(previous: SignInState, form: FormData): Promise<SignInState> {
  return unlessDatabaseDown(
    () => verifyCode(actionForm(previous, form)),
    (message) => ({ message }),
  );
}

async function verifyCode(form: FormData): Promise<SignInState> {
  const next = safeAdminNext(String(form.get('next') ?? ''));
  const parsed = totpCodeSchema.safeParse({ code: form.get('code') });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Enter the 6-digit code.' };
  const requestHeaders = await headers();
  const refused = await limited([[`staff-code:ip:${requestIp(requestHeaders)}`, staffRateLimits.codePerIp]]);
  if (refused) return { message: refused };

  const auth = await getStaffAuth();
  let verified: Awaited<ReturnType<typeof auth.api.verifyTOTP>>;
  try {
    verified = await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: requestHeaders });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: string } | undefined)?.code ?? '';
    // The member is not known here without a valid code step: the failure is audited by its address and reason.
    await auditSignIn(requestHeaders, 'staff.sign_in_failed', undefined, { step: 'code', reason: code || 'expired' });
    if (code === 'INVALID_CODE')
      return { message: 'That code is not correct. Enter the code your authenticator app shows now.' };
    if (code === TOTP_CODE_REUSED) return { message: CODE_REUSED };
    if (/LOCK|TOO_MANY/i.test(code))
      return { message: 'Too many wrong codes. Please wait 15 minutes, then sign in again.' };
    return { message: 'Your sign-in has expired. Please go back and enter your email and password again.' };
  }
  const user = (verified as { user?: { id?: string; email?: string } }).user;
  if (user?.id && user.email) {
    await auditSignIn(requestHeaders, 'staff.sign_in', { id: user.id, email: user.email }, { step: 'code' });
    await rememberDevice(user.email);
  }
  redirect(next);
}
