import type { MouseEvent, Ref } from 'react';
import { Field, type FieldClasses, type FieldProps } from './Field';
import styles from './LeadForm.module.scss';

const leadClasses: FieldClasses = {
  field: styles.field!,
  check: styles.check!,
  hint: styles.hint,
  error: styles.error!,
};

/**
 * A labelled control of the site's page forms (a checkbox with `type="checkbox"`): the one Field in their look,
 * the hint before the control. Its message line is always there (empty until needed), so a message appearing
 * never pushes the controls below it away. The id is the form's and the field's name, so the error summary can
 * link to it in the server's HTML.
 */
export function LeadField(props: FieldProps & { id: string }) {
  return <Field classes={leadClasses} hintFirst reserveError {...props} />;
}

/** The label of the required privacy-policy consent; `use` says what the details are used for. */
export function PrivacyConsentLabel({ use }: { use: string }) {
  return (
    <>
      I have read the{' '}
      <a href="/privacy" target="_blank" rel="noopener">
        privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
      </a>{' '}
      and agree that Corcym uses {use}.
    </>
  );
}

/**
 * What needs attention, first in the form (WCAG 3.3.1; issue 33): each entry links to its field. The page's script
 * moves focus here after a refused submit and a link focuses its field; without JavaScript the server's page
 * shows it at the top of the form and the links jump to the fields.
 */
export function ErrorSummary({
  id,
  entries,
  message,
  summaryRef,
}: {
  id: string;
  entries: { fieldId: string; label: string; error: string }[];
  message?: string;
  summaryRef?: Ref<HTMLDivElement>;
}) {
  if (entries.length === 0 && !message) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div
      ref={summaryRef}
      className={styles.errorSummary}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-summary-title`}
    >
      <h3 id={`${id}-summary-title`}>
        {entries.length === 0
          ? 'Your submission was not sent'
          : `Please check ${entries.length === 1 ? 'this field' : 'these fields'}:`}
      </h3>
      {message && <p>{message}</p>}
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => (
            <li key={entry.fieldId}>
              <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, entry.fieldId)}>
                {entry.label}: {entry.error}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The submit button, always enabled except while sending. */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.submit} aria-busy={busy} disabled={busy}>
        {busy ? 'Sending…' : label}
      </button>
    </div>
  );
}

/** The receipt of a stored submission, kept on the page (the toast goes after 7 seconds, requirements §9.1). */
export function Confirmation({
  sentMessage,
  reference,
  note,
  confirmationRef,
}: {
  sentMessage: string;
  reference: string;
  /** What happens next (the action's `note`): a paper copy's due date. */
  note?: string;
  confirmationRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={confirmationRef} className={styles.confirmation} role="status" tabIndex={-1}>
      <p>
        <strong>{sentMessage}</strong> Your reference is <strong>{reference}</strong>. Please quote it if you write to
        us about this request.
      </p>
      {note && <p>{note}</p>}
    </div>
  );
}

export const formStyles = styles;
