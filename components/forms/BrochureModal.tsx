'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { useBrochureRequest } from '@/lib/api/mutations';
import { downloadFile } from '@/lib/api/download';
import { ApiError } from '@/lib/api/errors';
import type { BrochureChoice } from '@/lib/client/brochure-request';
import { notify } from '@/lib/notify';
import { brochureFormSchema, toBrochureRequest, type BrochureFormValues } from '@/lib/validations/brochure';
import { CountryField } from './CountryField';
import { Field } from './Field';
import { FormDialog, useSiteForm } from './FormDialog';
import styles from './Modal.module.scss';
import { PostForm } from '@/components/forms/PostForm';

export const BROCHURE_SUCCESS = 'A copy of the requested brochure has been downloaded successfully.';
export const BROCHURE_FAILURE = 'Something went wrong, Try again later!';
export const BROCHURE_OFFLINE = 'Something went wrong! Please check your internet connection.';

type Output = z.output<typeof brochureFormSchema>;

/** The brochure request form (requirements §4, 5, 8): on success the brochure downloads, the form resets and closes. */
function BrochureForm({ choice, onClose }: { choice: BrochureChoice; onClose: () => void }) {
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

  const onSubmit = async (values: Output) => {
    try {
      const answer = await brochureRequest.mutateAsync(toBrochureRequest(values, choice.id));
      if (answer.payload) await downloadFile(answer.payload.file_url);
      notify.success(BROCHURE_SUCCESS);
      reset();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const names: Record<string, keyof BrochureFormValues> = {
          first_name: 'firstName',
          last_name: 'lastName',
          email: 'email',
          country: 'country',
          hospital: 'hospital',
        };
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = names[field];
          if (name && messages[0]) setError(name, { message: messages[0] });
        }
      }
      notify.error(error instanceof ApiError && error.hasResponse ? BROCHURE_FAILURE : BROCHURE_OFFLINE);
    }
  };

  return (
    <FormDialog
      title="Download the brochure"
      intro={
        <>
          <strong>{choice.title}</strong>. Tell us who you are and the brochure downloads straight away.
        </>
      }
      onClose={onClose}
      focusClose
    >
      <PostForm onSubmit={handleSubmit(onSubmit)} className={styles.form}>
        <div className={styles.row}>
          <Field
            label="First name"
            error={errors.firstName?.message}
            {...register('firstName')}
            autoComplete="given-name"
          />
          <Field
            label="Last name"
            error={errors.lastName?.message}
            {...register('lastName')}
            autoComplete="family-name"
          />
        </div>
        <Field label="Email" type="email" error={errors.email?.message} {...register('email')} autoComplete="email" />
        <CountryField error={errors.country?.message} {...register('country')} />
        <Field
          label="Hospital"
          error={errors.hospital?.message}
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
          error={errors.personalCheck?.message}
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
    </FormDialog>
  );
}

export const BrochureModal = withQueryClient(BrochureForm);
