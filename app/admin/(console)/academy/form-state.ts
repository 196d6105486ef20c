import type { z } from 'zod';
import type { AdminFormState } from '@/lib/forms/action-state';
import { sentValues } from '@/lib/server/staff/form-values';

/** The summary above the button, for the fields (above it) that are in error. */
export function refusal(fields: Record<string, string>): AdminFormState {
  const count = Object.keys(fields).length;
  return {
    message: `Nothing was saved. Please correct the ${count === 1 ? 'field' : 'fields'} marked above.`,
    errors: fields,
  };
}

/**
 * A zod failure as the form's answer: the first message per field, a summary above the button, and the values
 * that were sent (shown again, so nothing typed is lost).
 */
export function fieldErrors(error: z.ZodError, form: FormData): AdminFormState {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { ...refusal(fields), values: sentValues(form, ['courseId', 'lectureId']) };
}

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};
