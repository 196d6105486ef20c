import { jsonLeadRoute } from '@/lib/server/leads/submit';
import { customerServiceSchema, customerServiceTypeLabel } from '@/lib/validations/customer-service';
import { otherMethods } from '@/lib/server/api/methods';

/** The customer-service request form: stored as a lead and sent to customer service. */
export const POST = jsonLeadRoute(
  customerServiceSchema,
  (form) => {
    const requestType = customerServiceTypeLabel(form.requestType);
    return {
      lead: {
        form: 'customer-service',
        topic: form.requestType,
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        country: form.country,
        organisation: form.organisation,
        message: form.message,
        details: {
          order_reference: form.orderReference ?? null,
          marketing_consent: form.marketingConsent,
          privacy_consent: true,
        },
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
    };
  },
  'Thank you. Your request has been sent to customer service.',
);

// Any other method: 405 with Allow, in the envelope.
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
