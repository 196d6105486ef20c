'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { LOGIN_PATH, safeNextPath } from '@/lib/academy/next-path';
import { ONBOARDING_PATH } from '@/lib/academy/onboarding-path';
import { actionRequest } from '@/lib/forms/action-request';
import { ONBOARDING_FIELDS } from '@/lib/forms/onboarding';
import { firstErrors, formDataToObject, keptValues, type FormActionState } from '@/lib/forms/action-state';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { actionForm } from '@/lib/server/action-form';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { checkSession } from '@/lib/server/auth/sessions';
import { consume } from '@/lib/server/rate-limit';
import { createOnboarding } from '@/lib/server/leads/site-forms';
import { SESSION_COOKIE } from '@/lib/session-cookie';
import { onboardingFormSchema, onboardingRequestSchema, toOnboardingRequest } from '@/lib/validations/onboarding';
import { ONBOARDING_LIMITED, type OnboardingField } from '@/lib/validations/onboarding-form-state';

/**
 * The signed-in learner's onboarding posted as a form (before or without JavaScript): the same cross-site refusal,
 * limit, schema and storage as POST users/on-board, then on to `next` (kept on this site, requirements §10.2).
 */
export async function onboardAction(
  state: FormActionState<OnboardingField>,
  data: FormData,
): Promise<FormActionState<OnboardingField>> {
  const form = actionForm(state, data);
  const posted = formDataToObject(form, ONBOARDING_FIELDS);
  const values = keptValues(posted);
  // redirect() throws its own error, which the guard passes on; only an unreachable database becomes a message.
  return unlessDatabaseDown(
    () => onboard(form, posted, values),
    (message): FormActionState<OnboardingField> => ({ status: 'refused', message, values }),
  );
}

async function onboard(
  form: FormData,
  posted: Record<string, unknown>,
  values: FormActionState<OnboardingField>['values'],
): Promise<FormActionState<OnboardingField>> {
  const request = await actionRequest();
  if (isCrossSite(request)) return { status: 'refused', message: 'Cross-site request refused.', values };
  const db = await getDb();
  const session = await checkSession(db, (await cookies()).get(SESSION_COOKIE)?.value);
  if (session.status !== 'valid') redirect(`${LOGIN_PATH}?next=${encodeURIComponent(ONBOARDING_PATH)}`);

  const limited = await consume(db, `forms:${rateLimitClient(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) return { status: 'refused', message: ONBOARDING_LIMITED, values };
  const parsed = onboardingFormSchema.safeParse(posted);
  if (!parsed.success) return { status: 'invalid', errors: firstErrors(parsed.error), values };

  await createOnboarding(db, onboardingRequestSchema.parse(toOnboardingRequest(parsed.data)), session.learner.id);
  redirect(safeNextPath(form.get('next')));
}
