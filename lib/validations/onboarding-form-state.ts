import type { OnboardingFormValues } from './onboarding';

/** The onboarding form's fields as its inputs name them (lib/forms/onboarding.ts). */
export type OnboardingField = keyof OnboardingFormValues;

// The API's own words for a refusal (app/api/users/on-board).
export const ONBOARDING_LIMITED = 'Too many requests. Please wait a moment and try again.';
