'use client';

import { useActionState, useEffect, useRef } from 'react';
import { idleFormState } from '@/lib/forms/action-state';
import { correctFieldsMessage, type SiteFormView } from '@/lib/forms/site-form';
import type { BrochureChoice } from '@/lib/client/brochure-request';
import type { BrochureField, BrochureFormState } from '@/lib/validations/brochure-form-state';
import { SiteFormFields, keptValueControl } from './SiteFormFields';
import styles from './Modal.module.scss';

/** Said when the form was posted to the server action: nothing downloaded by itself, the link does it. */
export const BROCHURE_READY = 'Thank you. Your brochure is ready to download.';

type BrochureAction = (state: BrochureFormState, form: FormData) => Promise<BrochureFormState>;

/**
 * The brochure request form of the request page (/brochure-request/{id}), where Download leads before or without
 * JavaScript. It posts to the server action with or without the script (the action checks it with the modal's
 * schema) and so carries none of the modal's client validation: the page is static, and react-hook-form, zod and
 * the API client would take it over the first-load JS budget (scripts/budgets/check.mjs). The fields are the
 * modal's: the page hands over the view of lib/forms/brochure.ts, rendered by the same SiteFormFields.
 */
export function BrochureRequestPageForm({
  choice,
  view,
  action,
}: {
  choice: BrochureChoice;
  view: SiteFormView;
  action: BrochureAction;
}) {
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

  const errors: Partial<Record<BrochureField, string>> = state.errors ?? {};
  const invalid = Object.keys(errors).length;

  return (
    <form action={formAction} noValidate className={styles.form}>
      <SiteFormFields
        view={view}
        errors={errors}
        control={keptValueControl(state.values)}
        alert={state.message ?? (invalid ? correctFieldsMessage(invalid) : null)}
        busy={pending}
      >
        <input type="hidden" name="brochure" value={choice.id} />
      </SiteFormFields>
    </form>
  );
}
