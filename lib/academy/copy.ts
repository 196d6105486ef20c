/**
 * The academy's interface text. The academy teaches in English (its courses, programmes and legal pages are
 * English), so its screens are too; requirements §8's messages are shipped as written.
 */
export const ONBOARDING_SUCCESS = 'Form has been submitted Successfully!';
export const ONBOARDING_FAILURE = 'Something went wrong! Try again later.';
export const SESSION_ENDED_NOTE = 'Your session has ended. Please sign in again to continue.';

export const loginCopy = {
  title: 'Sign in to the Corcym Academy',
  lead: 'Online modules for surgical teams training on Corcym devices and approaches. Accounts are created by Corcym for healthcare professionals.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  sending: 'Signing in…',
  noAccount: 'No account yet? Ask your Corcym representative, or read how to get started.',
  getStarted: 'How to get started',
} as const;
