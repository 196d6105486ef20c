'use client';

import type { BrochureChoice } from '@/lib/client/brochure-request';
import { brochureForm } from '@/lib/forms/brochure';
import { BrochureRequestForm } from './BrochureRequestForm';
import { FormDialog } from './FormDialog';

export { BROCHURE_FAILURE, BROCHURE_OFFLINE, BROCHURE_SUCCESS } from './BrochureRequestForm';

/**
 * The brochure request as a modal dialog, opened by a brochure card's Download button once JavaScript runs (before
 * that, the button is a link to the request page, /brochure-request/{id}, which renders the same form). On success
 * the brochure downloads and the dialog says so itself, above any dialog it was opened from (requirements §4.3).
 */
export function BrochureModal({ choice, onClose }: { choice: BrochureChoice; onClose: () => void }) {
  return (
    <FormDialog
      title={brochureForm.title}
      intro={
        <>
          <strong>{choice.title}</strong>. Tell us who you are and the brochure downloads straight away.
        </>
      }
      onClose={onClose}
      focusClose
    >
      <BrochureRequestForm choice={choice} onClose={onClose} />
    </FormDialog>
  );
}
