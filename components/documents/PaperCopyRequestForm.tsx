'use client';

import { Fragment, useActionState, useEffect, useRef } from 'react';
import { idleFormState } from '@/lib/forms/action-state';
import type { LeadFieldDefinition, LeadFieldOption, LeadFormView } from '@/lib/forms/definition';
import type { PaperCopyFormState } from '@/lib/paper-copies/form-state';
import { CountryOptions } from '@/components/forms/CountryOptions';
import {
  ErrorSummary,
  LeadCheck,
  LeadField,
  PrivacyConsentLabel,
  SubmitButton,
  formStyles as styles,
} from '@/components/forms/LeadFormParts';

type PaperCopyAction = (previous: PaperCopyFormState, data: FormData) => Promise<PaperCopyFormState>;

/** `2026-04-05` → "5 April 2026", the same on the server and in the browser (no time zone shift). */
function formatDay(day: string): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/**
 * The paper-copy form (lib/forms/paper-copy.ts), rendered by the server and posted to its server action with or
 * without JavaScript: refused posts come back with each message under its field, a summary first and every value
 * kept; a stored request shows its reference and due date. No client validation: the server's answer is the one
 * that counts, and the form stays small. The document travels as a hidden field, checked again on the server.
 */
export function PaperCopyRequestForm({
  view,
  action,
  documentCode,
  languages,
  defaultLanguage,
}: {
  view: LeadFormView;
  action: PaperCopyAction;
  documentCode: string;
  languages: LeadFieldOption[];
  defaultLanguage: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleFormState as PaperCopyFormState);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === 'sent') confirmationRef.current?.focus();
    else if (state.status === 'invalid' || state.status === 'refused') summaryRef.current?.focus();
  }, [state]);

  const id = 'paper-copy';
  const fieldId = (name: string) => `${id}-${name}`;
  if (state.status === 'sent' && state.reference) {
    return (
      <div ref={confirmationRef} className={styles.confirmation} role="status" tabIndex={-1}>
        <p>
          <strong>{view.sentMessage}</strong> Your reference is <strong>{state.reference}</strong>.
        </p>
        {state.dueOn && (
          <p>
            We will send it free of charge by <strong>{formatDay(state.dueOn)}</strong> at the latest. We have confirmed
            this by e-mail.
          </p>
        )}
      </div>
    );
  }

  const errors: Record<string, string | undefined> = state.errors ?? {};
  const values = state.values ?? {};
  const byName = new Map(view.fields.map((definition) => [definition.name, definition]));
  // The document is not a control (it comes with the page): a problem with it is said for the whole form.
  const summary = view.fields
    .filter((definition) => definition.name !== 'document' && errors[definition.name])
    .map((definition) => ({
      fieldId: fieldId(definition.name),
      label: definition.label,
      error: errors[definition.name]!,
    }));
  const formMessage = state.status === 'refused' ? state.message : errors.document;

  const control = (definition: LeadFieldDefinition) => {
    const { name, kind, hint, autoComplete } = definition;
    const label = definition.optional && kind !== 'checkbox' ? `${definition.label} (optional)` : definition.label;
    const error = errors[name];
    const value = values[name];
    const text = typeof value === 'string' ? value : undefined;
    if (kind === 'checkbox')
      return (
        <LeadCheck
          key={name}
          id={fieldId(name)}
          name={name}
          label={definition.privacyUse ? <PrivacyConsentLabel use={definition.privacyUse} /> : label}
          error={error}
          defaultChecked={value === true}
        />
      );
    if (kind === 'select' || kind === 'country') {
      const options = name === 'language' ? languages : (definition.options ?? []);
      const initial = text ?? (name === 'language' ? defaultLanguage : name === 'quantity' ? '1' : '');
      return (
        <LeadField
          key={name}
          id={fieldId(name)}
          name={name}
          label={label}
          hint={hint}
          as="select"
          error={error}
          defaultValue={initial}
          autoComplete={autoComplete}
        >
          {kind === 'country' ? (
            <CountryOptions />
          ) : (
            <>
              <option value="">{definition.placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </LeadField>
      );
    }
    if (kind === 'textarea')
      return (
        <LeadField
          key={name}
          id={fieldId(name)}
          name={name}
          label={label}
          hint={hint}
          as="textarea"
          error={error}
          defaultValue={text}
          autoComplete={autoComplete}
        />
      );
    return (
      <LeadField
        key={name}
        id={fieldId(name)}
        name={name}
        label={label}
        hint={hint}
        type={kind === 'email' ? 'email' : 'text'}
        error={error}
        defaultValue={text}
        autoComplete={autoComplete}
      />
    );
  };

  return (
    <form action={formAction} className={styles.form} aria-label={view.title} noValidate>
      <ErrorSummary id={id} entries={summary} message={formMessage} summaryRef={summaryRef} />
      <input type="hidden" name="document" value={documentCode} />
      {view.layout.map((row) => {
        const names = typeof row === 'string' ? [row] : row;
        return (
          <Fragment key={names.join()}>
            {typeof row === 'string' ? (
              control(byName.get(row)!)
            ) : (
              <div className={styles.row}>{names.map((name) => control(byName.get(name)!))}</div>
            )}
          </Fragment>
        );
      })}
      <SubmitButton label={view.submitLabel} busy={pending} />
    </form>
  );
}
