import type { FormActionState } from '@/lib/forms/action-state';
import type { BrochureFormValues } from './brochure';

/** The brochure form's fields as its inputs name them (lib/forms/brochure.ts). */
export type BrochureField = keyof BrochureFormValues;

/** The brochure request action's answer: the form again, or the brochure to download. */
export interface BrochureFormState extends FormActionState<BrochureField> {
  download?: { title: string; fileUrl: string };
}

// The API's own words for the same refusals (app/api/users/brochure-request).
export const BROCHURE_LIMITED = 'Too many requests. Please wait a moment and try again.';
export const BROCHURE_UNKNOWN = 'This brochure is not available. Please choose one from its device page.';
export const CROSS_SITE_REFUSED = 'Cross-site request refused.';
