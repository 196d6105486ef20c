'use client';

import { useActionState, useEffect, useRef } from 'react';
import { idleFormState } from '@/lib/forms/action-state';
import type { BrochureChoice } from '@/lib/client/brochure-request';
import type { BrochureField, BrochureFormState } from '@/lib/validations/brochure-form-state';
import { CountryField } from './CountryField';
import { Field } from './Field';
import styles from './Modal.module.scss';

/** Said when the form was posted to the server action: nothing downloaded by itself, the link does it. */
export const BROCHURE_READY = 'Thank you. Your brochure is ready to download.';

type BrochureAction = (state: BrochureFormState, form: FormData) => Promise<BrochureFormState>;

const summary = (count: number) =>
  count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;

/**
 * The brochure request form of the request page (/brochure-request/{id}), where Download leads before or without
 * JavaScript. It posts to the server action with or without the script (the action checks it with the modal's
 * schema) and so carries none of the modal's client validation: the page is static, and react-hook-form, zod and
 * the API client would take it over the first-load JS budget (scripts/budgets/check.mjs). The fields are the
 * modal's (BrochureRequestForm), by the same names.
 */
export function BrochureRequestPageForm({ choice, action }: { choice: BrochureChoice; action: BrochureAction }) {
  const [state, formAction, pending] = useActionState<BrochureFormState, FormData>(action, idleFormState);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.download) confirmation.current?.focus();
  }, [state.download]);

  if (state.download) {
    return (
      <div ref={confirmation} role="status" tabIndex={-1} className={styles.confirmation}>
        <p>{BROCHURE_READY}</p>
        <p>
          <a href={state.download.fileUrl} download>
            Download: {state.download.title} (PDF)
          </a>
        </p>
      </div>
    );
  }

  const values = state.values ?? {};
  const errors: Partial<Record<BrochureField, string>> = state.errors ?? {};
  const text = (name: BrochureField) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const invalid = Object.keys(errors).length;
  const alertText = state.message ?? (invalid ? summary(invalid) : null);
  const field = (name: BrochureField) => ({ name, error: errors[name], announceError: false });

  return (
    <form action={formAction} noValidate className={styles.form}>
      {alertText && (
        <p className={styles.formAlert} role="alert">
          {alertText}
        </p>
      )}
      <input type="hidden" name="brochure" value={choice.id} />
      <div className={styles.row}>
        <Field label="First name" {...field('firstName')} defaultValue={text('firstName')} autoComplete="given-name" />
        <Field label="Last name" {...field('lastName')} defaultValue={text('lastName')} autoComplete="family-name" />
      </div>
      <Field label="Email" type="email" {...field('email')} defaultValue={text('email')} autoComplete="email" />
      <CountryField {...field('country')} defaultValue={text('country')} />
      <Field label="Hospital" {...field('hospital')} defaultValue={text('hospital')} autoComplete="organization" />
      <Field
        label={
          <>
            I have read the{' '}
            <a href="/privacy-policy-download-brochure" target="_blank" rel="noopener">
              privacy policy for brochure requests
            </a>{' '}
            and agree to it.
          </>
        }
        type="checkbox"
        {...field('personalCheck')}
        defaultChecked={values.personalCheck === true}
      />
      <Field
        label="I would like to receive promotional communications from Corcym (optional)."
        type="checkbox"
        name="promotionalCheck"
        defaultChecked={values.promotionalCheck === true}
      />
      <button type="submit" className={styles.submit} aria-busy={pending}>
        {pending ? 'Sending…' : 'Download'}
      </button>
    </form>
  );
}
