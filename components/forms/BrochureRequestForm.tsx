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
import { brochureForm } from '@/lib/forms/brochure';
import { correctFieldsMessage } from '@/lib/forms/site-form';
import { brochureFormSchema, toBrochureRequest, type BrochureFormValues } from '@/lib/validations/brochure';
import type { BrochureField } from '@/lib/validations/brochure-form-state';
import { useSiteForm } from './FormDialog';
import { PostForm } from './PostForm';
import { SiteFormFields, fieldMessages } from './SiteFormFields';
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

  const alertText = failure ?? (invalidCount ? correctFieldsMessage(invalidCount) : null);

  return (
    <PostForm onSubmit={onSubmit} className={styles.form}>
      <SiteFormFields
        view={brochureForm}
        errors={fieldMessages(errors)}
        control={({ name }) => register(name as BrochureField)}
        alert={alertText}
        busy={isSubmitting}
      />
    </PostForm>
  );
}

export const BrochureRequestForm = withQueryClient(BrochureRequestFields);
