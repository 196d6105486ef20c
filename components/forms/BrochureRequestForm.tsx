'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { downloadFile } from '@/lib/api/download';
import { ApiError } from '@/lib/api/errors';
import { useBrochureRequest } from '@/lib/api/mutations';
import type { BrochureChoice } from '@/lib/client/brochure-request';
import { idleFormState } from '@/lib/forms/action-state';
import { brochureFormSchema, toBrochureRequest, type BrochureFormValues } from '@/lib/validations/brochure';
import type { BrochureField, BrochureFormState } from '@/lib/validations/brochure-form-state';
import { CountryField } from './CountryField';
import { Field } from './Field';
import { useSiteForm } from './FormDialog';
import styles from './Modal.module.scss';

export const BROCHURE_SUCCESS = 'A copy of the requested brochure has been downloaded successfully.';
export const BROCHURE_FAILURE = 'Something went wrong, Try again later!';
export const BROCHURE_OFFLINE = 'Something went wrong! Please check your internet connection.';
/** Said when the form was posted without JavaScript: nothing downloaded by itself, the link does it. */
export const BROCHURE_READY = 'Thank you. Your brochure is ready to download.';

type Output = z.output<typeof brochureFormSchema>;
export type BrochureAction = (state: BrochureFormState, form: FormData) => Promise<BrochureFormState>;

// In the modal the form is only ever sent by its script (the modal exists only once JavaScript runs).
const sentByScriptOnly: BrochureAction = async (state) => state;

const API_FIELDS: Record<string, BrochureField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  country: 'country',
  hospital: 'hospital',
};

const summary = (count: number) =>
  count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;

interface BrochureRequestFormProps {
  choice: BrochureChoice;
  /** The server action that takes the form when it is posted before or without JavaScript (the request page). */
  action?: BrochureAction;
  /** In the modal: closes it (offered on the confirmation). */
  onClose?: () => void;
}

/**
 * The brochure request form (requirements §3.3, 4.3, 5.1, 8.1), on its own page and in the modal. With JavaScript it
 * validates in the browser and posts to users/brochure-request as it always did; before or without JavaScript the
 * browser posts it to the server action, which answers with this form again (messages, values kept) or the
 * download link. The outcome is said inside the form, never in a toast: the form usually sits in a modal dialog
 * (on phones above the section dialog), where everything outside the top dialog is inert and drawn behind it.
 */
function BrochureRequestFields({ choice, action, onClose }: BrochureRequestFormProps) {
  const [serverState, formAction] = useActionState<BrochureFormState, FormData>(
    action ?? sentByScriptOnly,
    idleFormState,
  );
  const [sentByScript, setSentByScript] = useState(false);
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const brochureRequest = useBrochureRequest();
  // What the server answered a form posted without JavaScript, until the visitor sends it again with it.
  const server: BrochureFormState = sentByScript ? idleFormState : serverState;
  const values = server.values ?? {};
  const serverErrors = server.errors ?? {};
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSiteForm<BrochureFormValues, unknown, Output>({
    resolver: zodResolver(brochureFormSchema),
    defaultValues: {
      firstName: String(values.firstName ?? ''),
      lastName: String(values.lastName ?? ''),
      email: String(values.email ?? ''),
      country: String(values.country ?? ''),
      hospital: String(values.hospital ?? ''),
      personalCheck: values.personalCheck === true ? true : undefined,
      promotionalCheck: values.promotionalCheck === true,
    } as BrochureFormValues,
  });

  const done = downloaded !== null || server.download !== undefined;
  useEffect(() => {
    // The confirmation replaces the form: focus goes to it, or it would drop to the document.
    if (done) confirmation.current?.focus();
  }, [done]);

  const onValid = async (form: Output) => {
    try {
      const answer = await brochureRequest.mutateAsync(toBrochureRequest(form, choice.id));
      const file = answer.payload?.file_url ?? null;
      if (file) await downloadFile(file);
      reset();
      setDownloaded(file ?? '');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = API_FIELDS[field];
          if (name && messages[0]) setError(name, { message: messages[0] });
        }
      }
      setFailure(error instanceof ApiError && error.hasResponse ? BROCHURE_FAILURE : BROCHURE_OFFLINE);
    }
  };
  const onInvalid = (found: FieldErrors<BrochureFormValues>) => setInvalidCount(Object.keys(found).length);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the script sends the form (the server action stays for a post before it runs).
    event.preventDefault();
    setSentByScript(true);
    setFailure(null);
    setInvalidCount(0);
    void handleSubmit(onValid, onInvalid)(event);
  };

  if (done) {
    const file = server.download?.fileUrl ?? downloaded;
    return (
      <div ref={confirmation} role="status" tabIndex={-1} className={styles.confirmation}>
        <p>{server.download ? BROCHURE_READY : BROCHURE_SUCCESS}</p>
        {file && (
          <p>
            <a href={file} download>
              {server.download ? 'Download' : 'Download again'}: {choice.title} (PDF)
            </a>
          </p>
        )}
        {onClose && (
          <button type="button" className={styles.submit} onClick={onClose}>
            Close
          </button>
        )}
      </div>
    );
  }

  const fieldError = (name: BrochureField) => errors[name]?.message ?? serverErrors[name];
  const serverInvalid = Object.keys(serverErrors).length;
  const alertText =
    failure ?? server.message ?? (invalidCount || serverInvalid ? summary(invalidCount || serverInvalid) : null);
  const quiet = { announceError: false };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form}>
      {alertText && (
        <p className={styles.formAlert} role="alert">
          {alertText}
        </p>
      )}
      <input type="hidden" name="brochure" value={choice.id} />
      <div className={styles.row}>
        <Field
          label="First name"
          error={fieldError('firstName')}
          {...quiet}
          {...register('firstName')}
          defaultValue={String(values.firstName ?? '')}
          autoComplete="given-name"
        />
        <Field
          label="Last name"
          error={fieldError('lastName')}
          {...quiet}
          {...register('lastName')}
          defaultValue={String(values.lastName ?? '')}
          autoComplete="family-name"
        />
      </div>
      <Field
        label="Email"
        type="email"
        error={fieldError('email')}
        {...quiet}
        {...register('email')}
        defaultValue={String(values.email ?? '')}
        autoComplete="email"
      />
      <CountryField
        error={fieldError('country')}
        {...quiet}
        {...register('country')}
        defaultValue={String(values.country ?? '')}
      />
      <Field
        label="Hospital"
        error={fieldError('hospital')}
        {...quiet}
        {...register('hospital')}
        defaultValue={String(values.hospital ?? '')}
        autoComplete="organization"
      />
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
        error={fieldError('personalCheck')}
        {...quiet}
        {...register('personalCheck')}
        defaultChecked={values.personalCheck === true}
      />
      <Field
        label="I would like to receive promotional communications from Corcym (optional)."
        type="checkbox"
        {...register('promotionalCheck')}
        defaultChecked={values.promotionalCheck === true}
      />
      <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Download'}
      </button>
    </form>
  );
}

export const BrochureRequestForm = withQueryClient(BrochureRequestFields);
