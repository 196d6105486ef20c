/**
 * The onboarding form as a page: where a learner who signed in without JavaScript (or before it ran) confirms their
 * details, then goes on to `next`. With JavaScript the same form is the modal of every academy page.
 */
export const ONBOARDING_PATH = '/academy/onboarding';

export const onboardingPath = (next: string) => `${ONBOARDING_PATH}?next=${encodeURIComponent(next)}`;
