'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/academy/next-path';
import { onboardingPath } from '@/lib/academy/onboarding-path';
import { actionRequest } from '@/lib/forms/action-request';
import { firstErrors, formDataToObject, type FormActionState } from '@/lib/forms/action-state';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { actionForm } from '@/lib/server/action-form';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { getDb } from '@/lib/server/db';
import { sessionCookieSettings } from '@/lib/server/auth/sessions';
import { knownDeviceCookieSettings, knownDeviceFromCookieHeader } from '@/lib/server/auth/known-device';
import { WRONG_CREDENTIALS, signInBusy, signInLearner, tooManySignIns } from '@/lib/server/auth/sign-in';
import { loginSchema, type LoginField } from '@/lib/validations/login';

/**
 * The academy sign-in posted as a form (before or without JavaScript): the same schema, limits and session cookie
 * as POST users/login, then a redirect to `next`, kept on this site (requirements §10.2), by way of the onboarding
 * page for a learner who has not onboarded. The password is never sent back.
 */
export async function signInAction(
  state: FormActionState<LoginField>,
  data: FormData,
): Promise<FormActionState<LoginField>> {
  const form = actionForm(state, data);
  const posted = formDataToObject(form, { email: 'text', password: 'text' });
  const values = typeof posted.email === 'string' ? { email: posted.email } : {};
  const signedIn = await unlessDatabaseDown(
    () => signIn(posted, values),
    (message): FormActionState<LoginField> => ({ status: 'refused', message, values }),
  );
  if (!('token' in signedIn)) return signedIn;
  // redirect() throws by design, so it stays outside the database guard.
  const jar = await cookies();
  jar.set(sessionCookieSettings(signedIn.token));
  jar.set(knownDeviceCookieSettings(signedIn.knownDevice));
  const target = safeNextPath(form.get('next'));
  redirect(signedIn.onboarded ? target : onboardingPath(target));
}

async function signIn(
  posted: Record<string, unknown>,
  values: FormActionState<LoginField>['values'],
): Promise<FormActionState<LoginField> | { token: string; knownDevice: string; onboarded: boolean }> {
  const request = await actionRequest();
  if (isCrossSite(request)) return { status: 'refused', message: 'Cross-site request refused.', values };
  const parsed = loginSchema.safeParse(posted);
  if (!parsed.success) return { status: 'invalid', errors: firstErrors(parsed.error), values };

  const knownDevice = knownDeviceFromCookieHeader(request.headers.get('cookie'));
  const result = await signInLearner(await getDb(), rateLimitClient(request), parsed.data, knownDevice);
  if (result.status === 'busy') return { status: 'refused', message: signInBusy(result.retryAfterSeconds), values };
  if (result.status === 'limited')
    return { status: 'refused', message: tooManySignIns(result.retryAfterSeconds), values };
  if (result.status === 'wrong') return { status: 'refused', message: WRONG_CREDENTIALS, values };
  return { token: result.token, knownDevice: result.knownDevice, onboarded: result.learner.onboarded };
}
