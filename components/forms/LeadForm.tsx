'use client';

import {
  Fragment,
  useActionState,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react';
import { idleFormState, type FormActionState } from '@/lib/forms/action-state';
import { sentToast, type FieldDefinition, type LeadFormView } from '@/lib/forms/definition';
import { LEAD_CHECK_FIELDS, LEAD_OFFLINE } from '@/lib/forms/messages';
import { notify } from '@/lib/notify';
import { CountryOptions } from './CountryOptions';
import {
  Confirmation,
  ErrorSummary,
  LeadField,
  PrivacyConsentLabel,
  SubmitButton,
  formStyles as styles,
} from './LeadFormParts';

export type LeadFormAction = (previous: FormActionState, data: FormData) => Promise<FormActionState>;

/**
 * The definitions with their zod schemas, loaded when the visitor first focuses the form (and awaited on submit):
 * zod and the schemas stay out of the first-load JS of the static pages, while the form itself is in their HTML.
 */
let definitions: Promise<typeof import('@/lib/forms')> | undefined;
const loadDefinitions = () => (definitions ??= import('@/lib/forms'));

type Focus = 'summary' | 'confirmation' | undefined;

/**
 * One lead form, rendered from its definition (lib/forms). The server renders it, so it is in the page's HTML and
 * works before and without JavaScript: `action` is a server action, and a post without scripts comes back as the
 * page with `useActionState`'s state (messages under the fields, every value kept, or the confirmation); the
 * permalink brings the visitor back to the form rather than the top of the page.
 *
 * With JavaScript the submit is taken over to behave as before: the definition's schema checks the form first
 * (messages on submit, then following each change), and only a valid form calls the same action. It is called
 * directly, not through the form's action, because a failed network call there would reach the error boundary
 * instead of saying "check your connection". react-hook-form is not used: its state would duplicate the
 * uncontrolled fields the server renders (and keeps after a post), and it would add to the first-load JS.
 */
export function LeadForm({
  view,
  action,
  permalink,
  given = {},
  initialValues = {},
}: {
  view: LeadFormView;
  action: LeadFormAction;
  permalink: string;
  /**
   * Fields the page fills in, sent as hidden inputs (the document a paper copy is for). They are checked again on
   * the server; a problem with one is said for the whole form, as the visitor has no control to correct.
   */
  given?: Record<string, string>;
  /** What a control shows before the visitor chooses (the document's own language, one copy). */
  initialValues?: Record<string, string>;
}) {
  const [posted, formAction] = useActionState(action, idleFormState, permalink);
  const [state, setState] = useState<FormActionState>(posted);
  const [generation, setGeneration] = useState(0);
  const [pending, startTransition] = useTransition();
  const submitted = useRef(posted.status === 'invalid');
  const focusAfterRender = useRef<Focus>(undefined);
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const id = view.name;
  const fieldId = (name: string) => `${id}-${name}`;

  // Focus moves once the answer is on screen: to the summary after a refusal, to the receipt after a success.
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = undefined;
    if (target === 'summary') summaryRef.current?.focus();
    if (target === 'confirmation') confirmationRef.current?.focus();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    submitted.current = true;
    startTransition(async () => {
      const { checkLeadForm, renderedFormDefinition } = await loadDefinitions();
      const checked = checkLeadForm(renderedFormDefinition(view.name), data);
      if (!checked.ok) {
        setState({ status: 'invalid', errors: checked.errors });
        focusAfterRender.current = 'summary';
        return;
      }
      let answer: FormActionState;
      try {
        answer = await action(idleFormState, data);
      } catch {
        notify.error(LEAD_OFFLINE);
        return;
      }
      // The fields keep what the visitor typed; only a sent form is cleared.
      setState({ ...answer, values: undefined });
      if (answer.status === 'sent') {
        notify.success(sentToast(view.sentMessage, answer.reference ?? ''), { shownOnPage: true });
        setGeneration((count) => count + 1);
        submitted.current = false;
        focusAfterRender.current = 'confirmation';
      } else if (answer.status === 'invalid') {
        notify.error(LEAD_CHECK_FIELDS, { shownOnPage: true });
        focusAfterRender.current = 'summary';
      } else if (answer.message) notify.error(answer.message, { shownOnPage: true });
    });
  };

  // After the first submit, messages follow each change of a field, as before (react-hook-form's reValidateMode).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!submitted.current || !target.name) return;
    const form = event.currentTarget;
    void loadDefinitions().then(({ checkLeadForm, renderedFormDefinition }) => {
      const checked = checkLeadForm(renderedFormDefinition(view.name), new FormData(form));
      const error = checked.ok ? undefined : checked.errors[target.name];
      setState((current) => ({ ...current, errors: { ...current.errors, [target.name]: error } }));
    });
  };

  const errors: Record<string, string | undefined> = state.errors ?? {};
  const values = { ...initialValues, ...state.values };
  const field = (definition: FieldDefinition) => (
    <FieldControl
      key={definition.name}
      definition={definition}
      id={fieldId(definition.name)}
      error={errors[definition.name]}
      value={values[definition.name]}
      noticeValues={view.notices?.filter((notice) => notice.field === definition.name).map((notice) => notice.value)}
    />
  );
  const byName = new Map(view.fields.map((definition) => [definition.name, definition]));
  const summary = view.fields
    .filter((definition) => errors[definition.name] && !(definition.name in given))
    .map((definition) => ({
      fieldId: fieldId(definition.name),
      label: definition.label,
      error: errors[definition.name]!,
    }));

  return (
    <>
      {state.status === 'sent' && state.reference && (
        <Confirmation
          sentMessage={view.sentMessage}
          reference={state.reference}
          note={state.note}
          confirmationRef={confirmationRef}
        />
      )}
      <form
        key={generation}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={() => void loadDefinitions()}
        className={styles.form}
        aria-label={view.title}
        noValidate
      >
        <ErrorSummary
          id={id}
          entries={summary}
          message={
            state.status === 'refused'
              ? state.message
              : Object.keys(given)
                  .map((name) => errors[name])
                  .find(Boolean)
          }
          summaryRef={summaryRef}
        />
        {Object.entries(given).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {view.layout.map((row) => {
          const names = typeof row === 'string' ? [row] : row;
          const fields =
            typeof row === 'string' ? (
              field(byName.get(row)!)
            ) : (
              <div className={styles.row}>{names.map((name) => field(byName.get(name)!))}</div>
            );
          const notices = (view.notices ?? []).filter((notice) => names.includes(notice.field));
          if (notices.length === 0) return <Fragment key={names.join()}>{fields}</Fragment>;
          // The notice is always in the HTML; CSS shows it while its value is chosen (the option is marked), so
          // it appears as the visitor picks the topic, with JavaScript or without, and after a post.
          return (
            <div key={names.join()} className={styles.noticeScope}>
              {fields}
              {notices.map((notice) => (
                <p key={`${notice.field}-notice`} className={styles.notice} role="note">
                  <strong>{notice.emphasis}</strong> {notice.text}
                </p>
              ))}
            </div>
          );
        })}
        <SubmitButton label={view.submitLabel} busy={pending} />
      </form>
    </>
  );
}

function FieldControl({
  definition,
  id,
  error,
  value,
  noticeValues,
}: {
  definition: FieldDefinition;
  id: string;
  error?: string;
  value?: string | boolean;
  /** The values of a select that show a notice: their options are marked for the notice's CSS. */
  noticeValues?: string[];
}) {
  const { name, kind, hint, autoComplete } = definition;
  const label: ReactNode =
    definition.optional && kind !== 'checkbox' ? `${definition.label} (optional)` : definition.label;
  if (kind === 'checkbox') {
    return (
      <LeadField
        id={id}
        type="checkbox"
        name={name}
        label={definition.privacyUse ? <PrivacyConsentLabel use={definition.privacyUse} /> : label}
        error={error}
        defaultChecked={value === true}
      />
    );
  }
  const text = typeof value === 'string' ? value : undefined;
  if (kind === 'select' || kind === 'country') {
    return (
      <LeadField
        id={id}
        name={name}
        label={label}
        hint={hint}
        as="select"
        error={error}
        defaultValue={text ?? ''}
        autoComplete={autoComplete}
      >
        {kind === 'country' ? (
          <CountryOptions />
        ) : (
          <>
            <option value="">{definition.placeholder}</option>
            {definition.options?.map((option) => (
              <option
                key={option.value}
                value={option.value}
                data-notice={noticeValues?.includes(option.value) ? '' : undefined}
              >
                {option.label}
              </option>
            ))}
          </>
        )}
      </LeadField>
    );
  }
  if (kind === 'textarea')
    return <LeadField id={id} name={name} label={label} hint={hint} as="textarea" error={error} defaultValue={text} />;
  if (kind === 'file')
    return (
      <LeadField id={id} name={name} label={label} hint={hint} type="file" accept={definition.accept} error={error} />
    );
  return (
    <LeadField
      id={id}
      name={name}
      label={label}
      hint={hint}
      type={kind === 'email' ? 'email' : 'text'}
      error={error}
      defaultValue={text}
      autoComplete={autoComplete}
    />
  );
}
