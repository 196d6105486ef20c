'use server';
import { actionRequest } from '@/lib/forms/action-request';
import { BROCHURE_FIELDS } from '@/lib/forms/brochure';
import { firstErrors, formDataToObject, keptValues } from '@/lib/forms/action-state';
import { documentUrl, getBrochure } from '@/lib/content/brochures';
import { rateLimitClient, isCrossSite } from '@/lib/server/api/origin';
import { actionForm } from '@/lib/server/action-form';
import { unlessDatabaseDown } from '@/lib/server/db/unavailable';
import { rateLimits } from '@/lib/server/config';
import { getDb } from '@/lib/server/db';
import { consume } from '@/lib/server/rate-limit';
import { createBrochureRequest } from '@/lib/server/leads/site-forms';
import { brochureFormSchema, brochureRequestSchema, toBrochureRequest } from '@/lib/validations/brochure';
import {
  BROCHURE_LIMITED,
  BROCHURE_UNKNOWN,
  CROSS_SITE_REFUSED,
  type BrochureFormState,
} from '@/lib/validations/brochure-form-state';

/**
 * The brochure request posted as a form (before or without JavaScript): the same cross-site refusal, limit, schema
 * and storage as POST users/brochure-request (Next also refuses an action whose Origin is not this site's).
 */
export async function requestBrochureAction(state: BrochureFormState, posted: FormData): Promise<BrochureFormState> {
  const form = actionForm(state, posted);
  const values = keptValues(formDataToObject(form, BROCHURE_FIELDS));
  return unlessDatabaseDown(
    () => requestBrochure(form),
    (message): BrochureFormState => ({ status: 'refused', message, values }),
  );
}

async function requestBrochure(form: FormData): Promise<BrochureFormState> {
  const posted = formDataToObject(form, BROCHURE_FIELDS);
  const values = keptValues(posted);
  const request = await actionRequest();
  if (isCrossSite(request)) return { status: 'refused', message: CROSS_SITE_REFUSED, values };
  const db = await getDb();
  const limited = await consume(db, `forms:${rateLimitClient(request)}`, rateLimits.formsPerIp);
  if (!limited.allowed) return { status: 'refused', message: BROCHURE_LIMITED, values };

  const parsed = brochureFormSchema.safeParse(posted);
  if (!parsed.success) return { status: 'invalid', errors: firstErrors(parsed.error), values };
  const id = form.get('brochure');
  const brochure = typeof id === 'string' ? getBrochure(id) : undefined;
  const stored = brochure && brochureRequestSchema.safeParse(toBrochureRequest(parsed.data, brochure.id));
  if (!brochure || !stored?.success) return { status: 'refused', message: BROCHURE_UNKNOWN, values };

  await createBrochureRequest(db, stored.data);
  return { status: 'sent', download: { title: brochure.title, fileUrl: documentUrl(brochure.file) } };
}
