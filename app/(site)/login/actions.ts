'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeNextPath } from '@/lib/academy/next-path';
import { onboardingPath } from '@/lib/academy/onboarding-path';
import { actionRequest } from '@/lib/forms/action-request';
import { firstErrors, formDataToObject, type FormActionState } from '@/lib/forms/action-state';
import { clientIp, isCrossSite } from '@/lib/server/api/origin';
import { getDb } from '@/lib/server/db';
import { sessionCookieSettings } from '@/lib/server/auth/sessions';
import { WRONG_CREDENTIALS, signInLearner, tooManySignIns } from '@/lib/server/auth/sign-in';
import { loginSchema, type LoginField } from '@/lib/validations/login';

/**
 * The academy sign-in posted as a form (before or without JavaScript): the same schema, limits and session cookie
 * as POST users/login, then a redirect to `next`, kept on this site (requirements §10.2), by way of the onboarding
 * page for a learner who has not onboarded. The password is never sent back.
 */
export async function signInAction(
  _state: FormActionState<LoginField>,
  form: FormData,
): Promise<FormActionState<LoginField>> {
  const posted = formDataToObject(form, { email: 'text', password: 'text' });
  const values = typeof posted.email === 'string' ? { email: posted.email } : {};
  const request = await actionRequest();
  if (isCrossSite(request)) return { status: 'refused', message: 'Cross-site request refused.', values };
  const parsed = loginSchema.safeParse(posted);
  if (!parsed.success) return { status: 'invalid', errors: firstErrors(parsed.error), values };

  const result = await signInLearner(await getDb(), clientIp(request), parsed.data);
  if (result.status === 'limited')
    return { status: 'refused', message: tooManySignIns(result.retryAfterSeconds), values };
  if (result.status === 'wrong') return { status: 'refused', message: WRONG_CREDENTIALS, values };

  (await cookies()).set(sessionCookieSettings(result.token));
  const target = safeNextPath(form.get('next'));
  redirect(result.learner.onboarded ? target : onboardingPath(target));
}
