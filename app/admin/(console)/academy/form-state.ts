import type { z } from 'zod';
import type { ActionFormState } from '@/components/admin/academy/ActionForm';

/** A zod failure as the form's answer: the first message per field, and a summary above the button. */
export function fieldErrors(error: z.ZodError): ActionFormState {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return { error: 'Please correct the fields marked above.', fields };
}

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};
