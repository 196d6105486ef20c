'use server';
import { checkLeadForm, isLeadFormName, leadFormDefinition } from '@/lib/forms';
import { actionRequest } from '@/lib/forms/action-request';
import { keptValues, type FormActionState } from '@/lib/forms/action-state';
import { LEAD_FAILURE } from '@/lib/forms/messages';
import { actionForm } from '@/lib/server/action-form';
import { getDb } from '@/lib/server/db';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { formRefusal, submitLeadForm } from '@/lib/server/leads/submit';
import { grantUploadMaxBytes } from '@/lib/server/leads/uploads';

/**
 * A lead form posted from its page (the form name is bound by the page). The same action answers a post made by
 * the page's script and one made without JavaScript, before or instead of it: Next renders the page again with
 * this state, so it carries every message and every posted value. Same checks as the JSON routes: cross-site,
 * the per-address limit, the definition's schema, the attachment by its bytes (lib/server/leads/submit.ts).
 */
export async function submitLeadFormAction(
  name: string,
  previous: FormActionState,
  posted: FormData,
): Promise<FormActionState> {
  if (!isLeadFormName(name)) return { status: 'refused', message: LEAD_FAILURE };
  const definition = leadFormDefinition(name);
  // A post without its state (the action named alone) still carries the form: answered, never a 500.
  const checked = checkLeadForm(definition, actionForm(previous, posted), { maxFileBytes: grantUploadMaxBytes() });
  const values = keptValues(checked.raw);
  const refusedAs = (message: string): FormActionState => ({ status: 'refused', message, values });
  return unlessDatabaseDown(async () => {
    const db = await getDb();
    const refused = await formRefusal(await actionRequest(), db);
    if (refused) return refusedAs(refused.message);
    if (!checked.ok) return { status: 'invalid', errors: checked.errors, values };
    try {
      const result = await submitLeadForm(db, definition, checked.values, checked.file);
      if (!result.ok) {
        const errors = Object.fromEntries(Object.entries(result.errors).map(([field, [message]]) => [field, message]));
        return { status: 'invalid', errors, values };
      }
      return { status: 'sent', reference: result.reference };
    } catch (error) {
      // A visitor without JavaScript would otherwise get an error page and lose what they wrote.
      console.error('lead form action failed', error);
      return refusedAs(LEAD_FAILURE);
    }
  }, refusedAs);
}
