'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { withQueryClient } from '@/components/ui/QueryProvider';
import { FormDialog } from '@/components/forms/FormDialog';
import { onboardingForm } from '@/lib/forms/onboarding';
import { ONBOARDING_FAILURE, ONBOARDING_SUCCESS } from '@/lib/academy/copy';
import { useOnboarding } from '@/lib/api/mutations';
import type { LearnerProfile } from '@/lib/api/types';
import { setBoarded } from '@/lib/client/learner-store';
import { notify } from '@/lib/notify';
import { onboardingFormSchema, toOnboardingRequest, type OnboardingFormValues } from '@/lib/validations/onboarding';
import type { OnboardingField } from '@/lib/validations/onboarding-form-state';
import styles from '@/components/forms/Modal.module.scss';
import { PostForm } from '@/components/forms/PostForm';
import { SiteFormFields, fieldMessages } from '@/components/forms/SiteFormFields';

type Output = z.output<typeof onboardingFormSchema>;

/**
 * Academy onboarding (requirements §3, 5, 8): the learner confirms their details and the privacy policy once. Any answer
 * from 200 to 399 counts as success (requirements §9); the modal then closes for good.
 */
function OnboardingForm({
  profile,
  onDone,
  onClose,
}: {
  profile: LearnerProfile;
  onDone: () => void;
  onClose: () => void;
}) {
  const onboarding = useOnboarding();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OnboardingFormValues, unknown, Output>({
    resolver: zodResolver(onboardingFormSchema),
    // Messages appear on submit, then follow each change. Showing them on blur made the Submit button move under a
    // phone user's tap (the message of the field being left pushed it down) and the tap was lost.
    mode: 'onSubmit',
    defaultValues: {
      fname: profile.first_name,
      lname: profile.last_name,
      country: profile.country ?? '',
      email: profile.email,
      communicationsCheck: false,
    },
  });

  const onSubmit = async (values: Output) => {
    try {
      // The API client rejects every answer outside 2xx, and fetch follows 3xx: resolving is requirements §9's 200-399 success.
      await onboarding.mutateAsync(toOnboardingRequest(values));
      setBoarded(true);
      notify.success(ONBOARDING_SUCCESS);
      onDone();
    } catch {
      notify.error(ONBOARDING_FAILURE);
    }
  };

  return (
    <FormDialog
      title={onboardingForm.title}
      intro={onboardingForm.intro}
      onClose={onClose}
      closeLabel="Close (you will be asked again on your next visit)"
    >
      <PostForm onSubmit={handleSubmit(onSubmit)} className={styles.form}>
        <SiteFormFields
          view={onboardingForm}
          errors={fieldMessages(errors)}
          control={({ name }) => ({ ...register(name as OnboardingField), autoFocus: name === 'fname' })}
          busy={isSubmitting}
          announceErrors
        />
      </PostForm>
    </FormDialog>
  );
}

export const OnboardingModal = withQueryClient(OnboardingForm);
