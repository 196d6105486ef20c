import { z } from 'zod';
import { countryField, emailField, optionalConsent, requiredText } from './fields';

// requirements §5 spells it "requred"; the product ships the corrected word (see README).
const FIELD_REQUIRED = 'This field is required';
const PRIVACY_REQUIRED = "You must declare that you have read the product's Privacy Policy";

/** The academy onboarding form (requirements §5). */
export const onboardingFormSchema = z.object({
  fname: requiredText(FIELD_REQUIRED),
  lname: requiredText(FIELD_REQUIRED),
  country: countryField(FIELD_REQUIRED),
  email: emailField,
  policyCheck: z.literal(true, { error: PRIVACY_REQUIRED }),
  communicationsCheck: z.boolean().optional(),
});
export type OnboardingFormValues = z.input<typeof onboardingFormSchema>;

/** POST users/on-board (requirements §7). */
export const onboardingRequestSchema = z
  .object({
    first_name: requiredText(FIELD_REQUIRED),
    last_name: requiredText(FIELD_REQUIRED),
    country: countryField(FIELD_REQUIRED),
    email: emailField,
    privacy_policy: z.literal(true, { error: PRIVACY_REQUIRED }),
    marketing_consent: optionalConsent,
  })
  .strict();
export type OnboardingRequest = z.output<typeof onboardingRequestSchema>;

export function toOnboardingRequest(
  form: z.output<typeof onboardingFormSchema>,
): z.input<typeof onboardingRequestSchema> {
  return {
    first_name: form.fname,
    last_name: form.lname,
    country: form.country,
    email: form.email,
    privacy_policy: form.policyCheck,
    marketing_consent: form.communicationsCheck ?? false,
  };
}
