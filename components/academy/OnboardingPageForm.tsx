'use client';

import { useActionState } from 'react';
import { SiteFormFields, keptValueControl } from '@/components/forms/SiteFormFields';
import { idleFormState, type FormActionState } from '@/lib/forms/action-state';
import { correctFieldsMessage, type SiteFormView } from '@/lib/forms/site-form';
import type { OnboardingField } from '@/lib/validations/onboarding-form-state';
import styles from '@/components/forms/Modal.module.scss';

type OnboardAction = (
  state: FormActionState<OnboardingField>,
  form: FormData,
) => Promise<FormActionState<OnboardingField>>;

interface OnboardingPageFormProps {
  action: OnboardAction;
  /** lib/forms/onboarding.ts as plain data: the modal's fields, rendered by the same SiteFormFields. */
  view: SiteFormView;
  next: string;
  profile: { firstName: string; lastName: string; country: string; email: string };
}

/**
 * The onboarding form of the onboarding page (requirements §3.4, 5.2): the server action checks it with the modal's
 * schema and answers with the form again (each message under its field, values kept) or moves on to `next`. It works
 * the same with JavaScript and without, so the learner who signed in before the scripts ran is not stuck.
 */
export function OnboardingPageForm({ action, view, next, profile }: OnboardingPageFormProps) {
  const [state, formAction, pending] = useActionState<FormActionState<OnboardingField>, FormData>(
    action,
    idleFormState,
  );
  const errors = state.errors ?? {};
  const invalid = Object.keys(errors).length;
  const { firstName: fname, lastName: lname, country, email } = profile;

  return (
    <form action={formAction} noValidate className={styles.form}>
      <SiteFormFields
        view={view}
        errors={errors}
        control={keptValueControl(state.values, { fname, lname, country, email })}
        alert={state.message ?? (invalid ? correctFieldsMessage(invalid) : null)}
        busy={pending}
      >
        <input type="hidden" name="next" value={next} />
      </SiteFormFields>
    </form>
  );
}
