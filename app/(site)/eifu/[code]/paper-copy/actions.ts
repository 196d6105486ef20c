'use server';
import { paperCopyForm, type PaperCopyValues } from '@/lib/forms/paper-copy';
import { actionRequest } from '@/lib/forms/action-request';
import { firstErrors, formDataToObject, keptValues, type FormActionState } from '@/lib/forms/action-state';
import { postedFields } from '@/lib/forms/definition';
import { LEAD_FAILURE } from '@/lib/forms/messages';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { formRefusal } from '@/lib/server/leads/submit';
import { takePaperCopyAllowance } from '@/lib/server/paper-copies/limits';
import { findRequestableDocument, storePaperCopyRequest } from '@/lib/server/paper-copies/requests';
import { formatCalendarDay } from '@/lib/time';

const UNKNOWN_DOCUMENT = 'This document cannot be requested on paper. Please check the code on the label.';

/**
 * A paper-copy request posted from /eifu/{code}/paper-copy (or the IFU page that embeds the form), with or without
 * JavaScript. Same refusals as every public form (cross-site, the per-address limit: lib/server/leads/submit.ts),
 * then the schema (lib/forms/paper-copy.ts), then the document: a published IFU, in one of its languages; then
 * the recipient's and the site's daily allowance (lib/server/paper-copies/limits.ts).
 */
export async function requestPaperCopyAction(previous: FormActionState, posted: FormData): Promise<FormActionState> {
  const raw = formDataToObject(actionForm(previous, posted), postedFields(paperCopyForm));
  const values = keptValues(raw);
  const refusedAs = (message: string): FormActionState => ({ status: 'refused', message, values });
  const parsed = paperCopyForm.schema.safeParse(raw);
  return unlessDatabaseDown(async () => {
    const db = await getDb();
    const refused = await formRefusal(await actionRequest(), db);
    if (refused) return refusedAs(refused.message);
    const errors: Record<string, string> = parsed.success ? {} : firstErrors(parsed.error);
    const code = typeof raw.document === 'string' ? raw.document.trim() : '';
    const document = code && !errors.document ? await findRequestableDocument(db, code) : undefined;
    if (!document) errors.document = UNKNOWN_DOCUMENT;
    else if (typeof raw.language === 'string' && !errors.language && !document.languages.includes(raw.language))
      errors.language = 'Please choose one of the languages listed.';
    if (!parsed.success || !document || Object.keys(errors).length > 0) return { status: 'invalid', errors, values };
    const allowance = await takePaperCopyAllowance(db, (parsed.data as PaperCopyValues).email);
    if (!allowance.allowed) return refusedAs(allowance.message);
    try {
      const stored = await storePaperCopyRequest(db, document, parsed.data as PaperCopyValues);
      return {
        status: 'sent',
        reference: stored.reference,
        note: `We will send it free of charge by ${formatCalendarDay(stored.dueOn)} at the latest. We have confirmed this by e-mail.`,
      };
    } catch (error) {
      console.error('paper copy request failed', error);
      await allowance.giveBack();
      return refusedAs(LEAD_FAILURE);
    }
  }, refusedAs);
}
