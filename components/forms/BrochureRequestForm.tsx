'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { downloadFile } from '@/lib/api/download';
import { ApiError } from '@/lib/api/errors';
import { useBrochureRequest } from '@/lib/api/mutations';
import type { BrochureChoice } from '@/lib/client/brochure-request';
import { brochureFormSchema, toBrochureRequest, type BrochureFormValues } from '@/lib/validations/brochure';
import type { BrochureField } from '@/lib/validations/brochure-form-state';
import { CountryField } from './CountryField';
import { Field } from './Field';
import { useSiteForm } from './FormDialog';
import { PostForm } from './PostForm';
import styles from './Modal.module.scss';

export const BROCHURE_SUCCESS = 'A copy of the requested brochure has been downloaded successfully.';
export const BROCHURE_FAILURE = 'Something went wrong, Try again later!';
export const BROCHURE_OFFLINE = 'Something went wrong! Please check your internet connection.';

type Output = z.output<typeof brochureFormSchema>;

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
  /** Closes the modal (offered on the confirmation). */
  onClose: () => void;
}

/**
 * The brochure request form of the modal (requirements §3.3, 4.3, 5.1, 8.1): it validates in the browser and posts
 * to users/brochure-request. The outcome is said inside the form, never in a toast: the form sits in a modal dialog
 * (on phones above the section dialog), where everything outside the top dialog is inert and drawn behind it.
 * Before or without JavaScript, Download leads to the request page's form (BrochureRequestPageForm) instead.
 */
function BrochureRequestFields({ choice, onClose }: BrochureRequestFormProps) {
  const [downloaded, setDownloaded] = useState<string | null>(null);
  const [invalidCount, setInvalidCount] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const brochureRequest = useBrochureRequest();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSiteForm<BrochureFormValues, unknown, Output>({
    resolver: zodResolver(brochureFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', country: '', hospital: '', promotionalCheck: false },
  });

  const done = downloaded !== null;
  useEffect(() => {
    // The confirmation replaces the form: focus goes to it, or it would drop to the document.
    if (done) confirmation.current?.focus();
  }, [done]);

  const onValid = async (form: Output) => {
    try {
      const answer = await brochureRequest.mutateAsync(toBrochureRequest(form, choice.id));
      const file = answer.payload?.file_url ?? '';
      if (file) await downloadFile(file);
      reset();
      setDownloaded(file);
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
    event.preventDefault();
    setFailure(null);
    setInvalidCount(0);
    void handleSubmit(onValid, onInvalid)(event);
  };

  if (done) {
    return (
      <div ref={confirmation} role="status" tabIndex={-1} className={styles.confirmation}>
        <p>{BROCHURE_SUCCESS}</p>
        {downloaded && (
          <p>
            <a href={downloaded} download>
              Download again: {choice.title} (PDF)
            </a>
          </p>
        )}
        <button type="button" className={styles.submit} onClick={onClose}>
          Close
        </button>
      </div>
    );
  }

  const fieldError = (name: BrochureField) => errors[name]?.message;
  const alertText = failure ?? (invalidCount ? summary(invalidCount) : null);
  const quiet = { announceError: false };

  return (
    <PostForm onSubmit={onSubmit} className={styles.form}>
      {alertText && (
        <p className={styles.formAlert} role="alert">
          {alertText}
        </p>
      )}
      <div className={styles.row}>
        <Field
          label="First name"
          error={fieldError('firstName')}
          {...quiet}
          {...register('firstName')}
          autoComplete="given-name"
        />
        <Field
          label="Last name"
          error={fieldError('lastName')}
          {...quiet}
          {...register('lastName')}
          autoComplete="family-name"
        />
      </div>
      <Field
        label="Email"
        type="email"
        error={fieldError('email')}
        {...quiet}
        {...register('email')}
        autoComplete="email"
      />
      <CountryField error={fieldError('country')} {...quiet} {...register('country')} />
      <Field
        label="Hospital"
        error={fieldError('hospital')}
        {...quiet}
        {...register('hospital')}
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
      />
      <Field
        label="I would like to receive promotional communications from Corcym (optional)."
        type="checkbox"
        {...register('promotionalCheck')}
      />
      <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Download'}
      </button>
    </PostForm>
  );
}

export const BrochureRequestForm = withQueryClient(BrochureRequestFields);
