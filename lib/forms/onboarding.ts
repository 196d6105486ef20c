import { onboardingFormSchema } from '@/lib/validations/onboarding';
import { defineSiteForm, optionalCheckField, policyCheckField } from './site-form';
import { postedFields } from './definition';

/**
 * The academy onboarding form (requirements §3.4, 5.2): the modal of the academy pages
 * (components/academy/OnboardingModal.tsx) and the page /academy/onboarding (OnboardingPageForm) render these
 * fields, by these names; the server action and the API check them with the same schema.
 */
export const onboardingForm = defineSiteForm({
  name: 'onboarding',
  title: 'Welcome to the Corcym Academy',
  intro:
    'Before your first course, please check your details and confirm that you have read the academy’s privacy policy. A thank-you e-mail confirms your submission; if none arrives, the submission did not go through, so please submit the form again.',
  submitLabel: 'Submit',
  layout: [['fname', 'lname'], 'country', 'email', 'policyCheck', 'communicationsCheck'],
  fields: [
    { name: 'fname', label: 'First name', kind: 'text', autoComplete: 'given-name' },
    { name: 'lname', label: 'Last name', kind: 'text', autoComplete: 'family-name' },
    { name: 'country', label: 'Country', kind: 'country' },
    { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
    policyCheckField(
      'policyCheck',
      'I declare that I have read the {link}.',
      '/privacyacademy',
      'academy privacy policy',
    ),
    optionalCheckField(
      'communicationsCheck',
      'I would like to receive communications about Corcym Academy programmes and events (optional).',
    ),
  ],
  schema: onboardingFormSchema,
});

/** The onboarding form's fields as a posted FormData carries them. */
export const ONBOARDING_FIELDS = postedFields(onboardingForm);
