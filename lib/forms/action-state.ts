import type { z } from 'zod';

/**
 * What every form's server action answers, on the site and in the back office, for `useActionState` (React 19).
 * The same object serves a post made by the page's script and a post made without JavaScript (or before the
 * scripts arrive): Next renders the page again with it, so every message and every value must be in it, never
 * only in client state. The site's forms and the back office's each extend it with what they add.
 */
export interface FormState<Values extends string = string> {
  /** One message per field, the first the schema gives: what the form shows under each control. */
  errors?: Partial<Record<Values, string>>;
  /** A message about the whole submission (a refusal, our failure; in the back office also what was saved). */
  message?: string;
  /** What was posted, text and ticks only (never a file or a password), so a re-rendered form keeps it. */
  values?: Partial<Record<Values, FormValue>>;
}

/** A kept value: a text, a tick, or the ticked values of a group of checkboxes sharing one name. */
export type FormValue = string | boolean | string[];

/** The site's forms: what happened, and the receipt of a stored submission. */
export interface FormActionState<Values extends string = string> extends FormState<Values> {
  status: 'idle' | 'invalid' | 'refused' | 'sent';
  values?: Partial<Record<Values, string | boolean>>;
  /** The visitor's receipt after a stored submission. */
  reference?: string;
  /** What happens next, said under the receipt where a form promises something (a paper copy's due date). */
  note?: string;
}

/**
 * The back office's forms: `message` is a refusal unless `saved`. `key` changes with each thing created, so the
 * form starts empty again (components/admin/form/AdminForm.tsx).
 */
export interface AdminFormState<Values extends string = string> extends FormState<Values> {
  saved?: boolean;
  key?: string;
}

export const idleFormState: FormActionState = { status: 'idle' };

/** How each posted field is read: text (the default), a checkbox (ticked = present), or a file. */
export type PostedFieldKind = 'text' | 'checkbox' | 'file';

/** Fields whose names React or Next add to a progressively enhanced form (`$ACTION_ID_…`, `$ACTION_REF_…`). */
const isFrameworkField = (name: string) => name.startsWith('$ACTION');

/**
 * FormData (a browser post, or what the page's script sends) as the object the form's zod schema parses: only the
 * named fields (so a strict schema never sees the framework's hidden fields), a checkbox as a boolean (a browser
 * sends `on` for a ticked box and nothing for an empty one; API clients send `true`/`false`), a file as a File when
 * one was chosen (a browser sends an empty, nameless part for a file input left empty). A text field sent twice
 * keeps its first value. Anything else (a file where text belongs) is passed on as it is, for the schema to refuse.
 */
export function formDataToObject(data: FormData, fields: Record<string, PostedFieldKind>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(fields)) {
    if (isFrameworkField(name)) continue;
    const value = data.get(name);
    if (kind === 'checkbox') values[name] = value === 'on' || value === 'true';
    else if (kind === 'file') values[name] = typeof value !== 'string' && value && value.size > 0 ? value : undefined;
    else if (value !== null) values[name] = value;
  }
  return values;
}

/** The posted text and ticks of `formDataToObject`'s result, to write back into the re-rendered form. */
export function keptValues(values: Record<string, unknown>): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') kept[name] = value;
  }
  return kept;
}

/** The first message of each field, as the form shows them (a strict schema's unknown keys are not a field). */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (issue.code !== 'unrecognized_keys' && field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
