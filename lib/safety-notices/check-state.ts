/** The safety-notice check's answer (app/(site)/safety-notices/actions.ts), for useActionState. */
export interface NoticeCheckState {
  status: 'idle' | 'invalid' | 'refused' | 'listed' | 'not-listed' | 'unsure';
  errors?: { device?: string; number?: string };
  message?: string;
  /** What was posted, so a refused check keeps it. Only in the answer to the POST, which is never cached. */
  values?: { device?: string; number?: string };
  notices?: { reference: string; title: string; status: string; sample: boolean }[];
  /** `unsure`: what was read from the fields, the question, and the readings the visitor can confirm. */
  read?: string[];
  question?: string;
  options?: { device: string; number: string }[];
}

/** Where the check's answer is on the page: a post without JavaScript comes back to this fragment. */
export const CHECK_ANSWER_ID = 'notice-check-answer';

export const idleCheckState: NoticeCheckState = { status: 'idle' };

export const NOT_LISTED = 'Not listed in any published notice. If in doubt, contact customer service.';
