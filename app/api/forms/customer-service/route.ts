import { ok } from '@/lib/server/api/envelope';
import { apiRoute } from '@/lib/server/api/handler';
import { parseJson } from '@/lib/server/api/request';
import { getDb } from '@/lib/server/db';
import { refuseForm, storeLead } from '@/lib/server/leads/submit';
import { customerServiceSchema, customerServiceTypeLabel } from '@/lib/validations/customer-service';
import { otherMethods } from '@/lib/server/api/methods';

/** The customer-service request form: stored as a lead and sent to customer service. */
export const POST = apiRoute(async (request: Request) => {
  const db = await getDb();
  const refused = await refuseForm(request, db);
  if (refused) return refused;
  const parsed = await parseJson(request, customerServiceSchema);
  if (!parsed.ok) return parsed.response;

  const form = parsed.data;
  const requestType = customerServiceTypeLabel(form.requestType);
  const { id, reference } = await storeLead(db, {
    lead: {
      form: 'customer-service',
      topic: form.requestType,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      country: form.country,
      organisation: form.organisation,
      message: form.message,
      details: { order_reference: form.orderReference ?? null, marketing_consent: form.marketingConsent, privacy_consent: true },
    },
    team: 'customer-service',
    formName: `customer service request (${requestType})`,
    fields: [
      ['Request', requestType],
      ['Name', `${form.firstName} ${form.lastName}`],
      ['E-mail', form.email],
      ['Hospital or organisation', form.organisation],
      ['Country', form.country],
      ['Order number or product code', form.orderReference],
      ['Marketing consent', form.marketingConsent ? 'yes' : 'no'],
      ['Message', `\n${form.message}`],
    ],
    acknowledgeAs: `customer service, ${requestType.toLowerCase()}`,
  });
  return ok({ id, reference }, { code: 201, description: 'Thank you. Your request has been sent to customer service.' });
});

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
