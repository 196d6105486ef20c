import type { AdminFormState } from '@/lib/forms/action-state';

/**
 * The answer of the new-notice form's server action (values kept when refused; files must be chosen again).
 * `deviceRows` is how many device rows the form shows; `added` is the row "Add another device" just added.
 */
export interface NoticeDraftState extends AdminFormState {
  deviceRows?: number;
  added?: number;
}

/**
 * The notice's PDFs together, at most: a draft is one server-action post, whose body the site accepts up to
 * ACTION_BODY_LIMIT_BYTES (6 MB, lib/http/action-limits.mjs) with its fields. The form says so and checks it in the
 * browser before sending; a larger post would be refused before the action runs, and the draft lost.
 */
export const MAX_NOTICE_PDF_BYTES = 5 * 1024 * 1024;
export const NOTICE_PDF_LIMIT_TEXT = 'at most 5 MB for all the PDFs of a notice together';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
/** The refusal of PDFs over the limit, naming their size. */
export const noticePdfsTooLarge = (bytes: number) =>
  `The PDFs chosen are ${megabytes(bytes)} together; a notice can carry ${NOTICE_PDF_LIMIT_TEXT}. Compress them, or send the larger ones to the web team.`;
