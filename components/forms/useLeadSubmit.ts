import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api/errors';
import type { LeadReceipt } from '@/lib/api/lead-forms';
import type { Envelope } from '@/lib/api/types';
import { notify } from '@/lib/notify';

export const LEAD_CHECK_FIELDS = 'Please check the highlighted fields.';
const LEAD_FAILURE = 'Something went wrong on our side. Please try again later.';
export const LEAD_OFFLINE = 'Something went wrong! Please check your internet connection.';

/**
 * Sending a lead form: success toasts the reference and clears the form; field errors from the server land on
 * their fields; every failure tells the visitor what to do next.
 */
export function useLeadSubmit<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  labels: Partial<Record<Path<T>, string>>,
) {
  const { errors } = form.formState;
  const missing = (Object.keys(labels) as Path<T>[]).filter((name) => errors[name]).map((name) => labels[name]!);

  const send = async (request: () => Promise<Envelope<LeadReceipt>>, success: (reference: string) => string) => {
    try {
      const answer = await request();
      notify.success(success(answer.payload?.reference ?? ''));
      form.reset();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.hasResponse) return notify.error(LEAD_OFFLINE);
      const fieldErrors = Object.entries(error.fieldErrors).filter(([name]) => name in labels);
      for (const [name, messages] of fieldErrors) form.setError(name as Path<T>, { message: messages[0] });
      if (fieldErrors.length > 0) return notify.error(LEAD_CHECK_FIELDS);
      notify.error(error.status === 429 ? error.message : LEAD_FAILURE);
    }
  };
  return { missing, send };
}
