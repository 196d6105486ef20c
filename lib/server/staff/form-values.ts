/**
 * The text values a back-office form was sent, to hand back with a refusal so the form shows them again (with
 * JavaScript off the page is rendered anew from the action's answer). Files, Next's own `$ACTION_…` fields and
 * secrets (`password`, `confirmation` of an erasure, codes) are never sent back.
 */
const NEVER_SENT_BACK = new Set(['password', 'code', 'confirmation']);

export function sentValues(form: FormData, leaveOut: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name.startsWith('$ACTION') || NEVER_SENT_BACK.has(name)) continue;
    if (leaveOut.includes(name) || name in values) continue;
    values[name] = value.slice(0, 50_000);
  }
  return values;
}

/**
 * A destructive back-office action (remove, deactivate, reset) runs only when its form's confirmation box was
 * ticked (`ConfirmBox`): checked here on the server, so a form posted without JavaScript, or by hand, is held to it.
 */
export const isConfirmed = (form: FormData) => form.get('confirm') === 'yes';

/** The message a page shows for `?error=confirm`. */
export const CONFIRM_MISSING = 'Nothing was changed: tick the box next to the button to confirm first.';
