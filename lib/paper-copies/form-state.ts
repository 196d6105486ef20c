import type { FormActionState } from '@/lib/forms/action-state';

/** The paper-copy action's answer: a lead form's state, with the due date once the request is stored. */
export interface PaperCopyFormState extends FormActionState {
  /** `YYYY-MM-DD`: by when the copy will be sent. */
  dueOn?: string;
}
