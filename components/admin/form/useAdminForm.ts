'use client';
import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';

/**
 * A back-office form posting to a server action through `useActionState`, without losing what was typed:
 *
 * - With JavaScript the form is sent by hand (`onSubmit`): React resets a form whose `action` prop ran, which
 *   emptied every field (and the chosen file) when the answer was a refusal. Sent this way, nothing is reset.
 * - Without JavaScript the browser posts the form itself (the `action` prop keeps the form working) and the page
 *   comes back rendered with the action's state: the fields read `state.values` for their default values.
 * - After each answer focus moves to where the member acts next: the first field in error, else the form's
 *   message (`messageRef`, which needs `tabIndex={-1}`). With `focusSummary`, always the message: a form whose
 *   summary (placed by the submit button) names every refused field. `focusTarget` names another place.
 */
export function useAdminForm<S extends object>(
  action: (state: S, form: FormData) => Promise<S>,
  initial: S,
  options: {
    focusSummary?: boolean;
    /** The id of what to focus after this answer instead (the device row just added to a notice). */
    focusTarget?: (state: S) => string | undefined;
  } = {},
) {
  const [state, formAction, pending] = useActionState<S, FormData>(action, initial as Awaited<S>);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const answered = useRef(false);
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    const target = options.focusTarget?.(state);
    if (target) return document.getElementById(target)?.focus();
    const invalid = options.focusSummary ? null : formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else messageRef.current?.focus();
  }, [state, options.focusSummary]); // eslint-disable-line react-hooks/exhaustive-deps -- focusTarget is read with the answer
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter ?? undefined);
    answered.current = true;
    startTransition(() => formAction(data));
  };
  return { state, formAction, pending, onSubmit, formRef, messageRef };
}
