'use client';
import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';

/** What a back-office form action answers: a message, field messages, and the values it was sent (kept on refusal). */
export interface AdminFormState {
  error?: string;
  success?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

/**
 * A back-office form posting to a server action through `useActionState`, without losing what was typed:
 *
 * - With JavaScript the form is sent by hand (`onSubmit`): React resets a form whose `action` prop ran, which
 *   emptied every field (and the chosen file) when the answer was a refusal. Sent this way, nothing is reset.
 * - Without JavaScript the browser posts the form itself (the `action` prop keeps the form working) and the page
 *   comes back rendered with the action's state: the form reads `state.values` for its default values.
 * - After each answer focus moves to where the member acts next: the first field in error, else the form's
 *   message (`messageRef`, which needs `tabIndex={-1}`). With `focusSummary`, always the message: a form whose
 *   summary (placed by the submit button) names every refused field.
 */
export function useAdminForm<S extends AdminFormState>(
  action: (state: S, form: FormData) => Promise<S>,
  initial: S,
  options: { focusSummary?: boolean } = {},
) {
  const [state, formAction, pending] = useActionState<S, FormData>(action, initial as Awaited<S>);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    const invalid = options.focusSummary ? null : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else messageRef.current?.focus();
  }, [state, options.focusSummary]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter ?? undefined);
    answered.current = true;
    startTransition(() => formAction(data));
  };
  /** The value to show in a field: the one last sent when the form was refused, else the stored one. */
  function value(name: string): string | undefined;
  function value<T extends string | number>(name: string, stored: T): string | T;
  function value(name: string, stored?: string | number) {
    return state.values && name in state.values ? state.values[name] : stored;
  }
  return { state, formAction, pending, onSubmit, formRef, messageRef, value };
}
