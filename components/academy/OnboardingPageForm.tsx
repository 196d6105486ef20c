'use client';

import { useActionState } from 'react';
import { CountryField } from '@/components/forms/CountryField';
import { Field } from '@/components/forms/Field';
import { idleFormState, type FormActionState } from '@/lib/forms/action-state';
import type { OnboardingField } from '@/lib/validations/onboarding-form-state';
import styles from '@/components/forms/Modal.module.scss';

type OnboardAction = (
  state: FormActionState<OnboardingField>,
  form: FormData,
) => Promise<FormActionState<OnboardingField>>;

interface OnboardingPageFormProps {
  action: OnboardAction;
  next: string;
  profile: { firstName: string; lastName: string; country: string; email: string };
}

/**
 * The onboarding form of the onboarding page (requirements §3.4, 5.2): the server action checks it with the modal's
 * schema and answers with the form again (each message under its field, values kept) or moves on to `next`. It works
 * the same with JavaScript and without, so the learner who signed in before the scripts ran is not stuck.
 */
export function OnboardingPageForm({ action, next, profile }: OnboardingPageFormProps) {
  const [state, formAction, pending] = useActionState<FormActionState<OnboardingField>, FormData>(
    action,
    idleFormState,
  );
  const value = (name: Exclude<OnboardingField, 'policyCheck' | 'communicationsCheck'>, initial: string) =>
    typeof state.values?.[name] === 'string' ? (state.values[name] as string) : initial;
  const errors = state.errors ?? {};
  const invalid = Object.keys(errors).length;
  const alertText =
    state.message ??
    (invalid === 1
      ? 'Please correct the highlighted field.'
      : invalid
        ? `Please correct the ${invalid} highlighted fields.`
        : null);
  const quiet = { announceError: false };

  return (
    <form action={formAction} noValidate className={styles.form}>
      {alertText && (
        <p className={styles.formAlert} role="alert">
          {alertText}
        </p>
      )}
      <input type="hidden" name="next" value={next} />
      <div className={styles.row}>
        <Field
          label="First name"
          name="fname"
          defaultValue={value('fname', profile.firstName)}
          error={errors.fname}
          autoComplete="given-name"
          {...quiet}
        />
        <Field
          label="Last name"
          name="lname"
          defaultValue={value('lname', profile.lastName)}
          error={errors.lname}
          autoComplete="family-name"
          {...quiet}
        />
      </div>
      <CountryField name="country" defaultValue={value('country', profile.country)} error={errors.country} {...quiet} />
      <Field
        label="Email"
        name="email"
        type="email"
        defaultValue={value('email', profile.email)}
        error={errors.email}
        autoComplete="email"
        {...quiet}
      />
      <Field
        label={
          <>
            I declare that I have read the{' '}
            <a href="/privacyacademy" target="_blank" rel="noopener">
              academy privacy policy
            </a>
            .
          </>
        }
        type="checkbox"
        name="policyCheck"
        defaultChecked={state.values?.policyCheck === true}
        error={errors.policyCheck}
        {...quiet}
      />
      <Field
        label="I would like to receive communications about Corcym Academy programmes and events (optional)."
        type="checkbox"
        name="communicationsCheck"
        defaultChecked={state.values?.communicationsCheck === true}
      />
      <button type="submit" className={styles.submit} aria-busy={pending}>
        {pending ? 'Sending…' : 'Submit'}
      </button>
    </form>
  );
}
