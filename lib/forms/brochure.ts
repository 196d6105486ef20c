import { brochureFormSchema } from '@/lib/validations/brochure';
import { personFieldDefinitions } from './shared-fields';
import { defineSiteForm, optionalCheckField, policyCheckField } from './site-form';
import { postedFields } from './definition';

/**
 * The brochure request form (requirements §3.3, 5): the modal of a device page's Download button
 * (components/forms/BrochureRequestForm.tsx) and the request page /brochure-request/{id} (BrochureRequestPageForm)
 * render these fields, by these names; the server action and the API check them with the same schema.
 */
export const brochureForm = defineSiteForm({
  name: 'brochure',
  title: 'Download the brochure',
  submitLabel: 'Download',
  layout: [['firstName', 'lastName'], 'email', 'country', 'hospital', 'personalCheck', 'promotionalCheck'],
  fields: [
    ...personFieldDefinitions(),
    { name: 'hospital', label: 'Hospital', kind: 'text', autoComplete: 'organization' },
    policyCheckField(
      'personalCheck',
      'I have read the {link} and agree to it.',
      '/privacy-policy-download-brochure',
      'privacy policy for brochure requests',
    ),
    optionalCheckField(
      'promotionalCheck',
      'I would like to receive promotional communications from Corcym (optional).',
    ),
  ],
  schema: brochureFormSchema,
});

/** The brochure form's fields as a posted FormData carries them. */
export const BROCHURE_FIELDS = postedFields(brochureForm);
