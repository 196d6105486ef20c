import type { PostedFieldKind } from '@/lib/forms/action-state';

/** The onboarding form's fields as its inputs name them (the modal's react-hook-form and the server action). */
export const ONBOARDING_FIELDS = {
  fname: 'text',
  lname: 'text',
  country: 'text',
  email: 'text',
  policyCheck: 'checkbox',
  communicationsCheck: 'checkbox',
} as const satisfies Record<string, PostedFieldKind>;
export type OnboardingField = keyof typeof ONBOARDING_FIELDS;

// The API's own words for a refusal (app/api/users/on-board).
export const ONBOARDING_LIMITED = 'Too many requests. Please wait a moment and try again.';
