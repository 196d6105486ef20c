'use server';
import { plural } from '@/lib/admin/plural';
import type { AdminFormState } from '@/lib/forms/action-state';
import { actionForm } from '@/lib/server/action-form';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isAPIError } from 'better-auth/api';
import { rateLimitSubject } from '@/lib/server/api/origin';
import { getDb } from '@/lib/server/db';
import { consume } from '@/lib/server/rate-limit';
import { withAudit } from '@/lib/server/staff/audit';
import { getStaffAuth } from '@/lib/server/staff/auth';
import { staffRateLimits } from '@/lib/server/staff/config';
import { TOTP_CODE_REUSED } from '@/lib/server/staff/totp-replay';
import { auditActor, currentStaff } from '@/lib/server/staff/guard';
import { totpCodeSchema } from '@/lib/validations/staff';

/** A refusal is the form's message; a started enrolment carries the authenticator's link and secret. */
export interface EnrolState extends AdminFormState {
  uri?: string;
  secret?: string;
}

async function signedIn() {
  const state = await currentStaff();
  if (state.status === 'signed-out') redirect('/admin/login?next=%2Fadmin%2Ftwo-factor');
  return state.staff;
}

async function tooMany(ip: string): Promise<string | undefined> {
  const result = await consume(await getDb(), `staff-enrol:ip:${rateLimitSubject(ip)}`, staffRateLimits.codePerIp);
  return result.allowed
    ? undefined
    : `Too many attempts. Please wait ${plural(result.retryAfterSeconds, 'second')} and try again.`;
}

/** Creates a new authenticator secret (replacing one not yet confirmed) after checking the password again. */
export async function startEnrolmentAction(_previous: EnrolState, form: FormData): Promise<EnrolState> {
  form = actionForm(_previous, form);
  const staff = await signedIn();
  if (staff.totpEnabled) return { message: 'Your authenticator app is already set up.' };
  const password = String(form.get('password') ?? '');
  if (!password) return { message: 'Enter your password to set up an authenticator app.' };
  const refused = await tooMany(staff.ip);
  if (refused) return { message: refused };
  const auth = await getStaffAuth();
  try {
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: await headers() });
    if (!('totpURI' in enabled)) return { message: 'The authenticator could not be set up. Please try again.' };
    return { uri: enabled.totpURI, secret: new URL(enabled.totpURI).searchParams.get('secret') ?? '' };
  } catch (error) {
    if (isAPIError(error)) return { message: 'The password is not correct.' };
    throw error;
  }
}

/** Confirms the authenticator with its first code; better-auth then switches TOTP on and renews the session. */
export async function confirmEnrolmentAction(_previous: EnrolState, form: FormData): Promise<EnrolState> {
  form = actionForm(_previous, form);
  const staff = await signedIn();
  const parsed = totpCodeSchema.safeParse({ code: form.get('code') });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Enter the 6-digit code.' };
  const refused = await tooMany(staff.ip);
  if (refused) return { message: refused };
  const auth = await getStaffAuth();
  try {
    await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: await headers() });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if ((error.body as { code?: string } | undefined)?.code === TOTP_CODE_REUSED)
      return {
        message: 'That code has already been used. Wait for the next code in your authenticator app and enter it.',
      };
    return { message: 'That code is not correct. Enter the code your authenticator app shows now.' };
  }
  // better-auth made the change itself; the record of it is written right after.
  await withAudit(
    await getDb(),
    auditActor(staff),
    { action: 'staff.totp_enrolled', entity: 'staff', entityId: staff.id },
    async () => ({
      result: undefined,
      after: { totpEnabled: true },
    }),
  );
  redirect('/admin');
}
