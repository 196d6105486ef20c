import { z } from 'zod';
import { optionalConsent, requiredText } from '@/lib/validations/fields';
import { choiceField, messageField, optionalText, personFields, privacyConsent } from '@/lib/leads/fields';
import { defineLeadForm } from './definition';
import {
  marketingConsentField,
  optionLabel,
  optionValues,
  personColumns,
  personFieldDefinitions,
  privacyConsentField,
} from './shared-fields';

export const customerServiceRequestTypes = [
  { value: 'order', label: 'Orders and deliveries' },
  { value: 'returns', label: 'Returns' },
  { value: 'product-information', label: 'Product information and availability' },
  { value: 'documentation', label: 'Product documentation and implant cards' },
] as const;

/** POST /api/forms/customer-service, and the form on /customer-service. */
export const customerServiceSchema = z
  .object({
    ...personFields,
    organisation: requiredText('Please enter your hospital or organisation.', 200),
    requestType: choiceField(optionValues(customerServiceRequestTypes), 'Please choose the kind of request.'),
    orderReference: optionalText(80),
    message: messageField('Please describe your request.'),
    privacyConsent,
    marketingConsent: optionalConsent,
  })
  .strict();

/** The request form of /customer-service: orders, returns, product information and documentation. */
export const customerServiceForm = defineLeadForm({
  name: 'customer-service',
  title: 'Customer service request',
  inboxLabel: 'Customer service',
  submitLabel: 'Send request',
  layout: [
    ['firstName', 'lastName'],
    'email',
    ['organisation', 'country'],
    ['requestType', 'orderReference'],
    'message',
    'privacyConsent',
    'marketingConsent',
  ],
  fields: [
    ...personFieldDefinitions(),
    { name: 'organisation', label: 'Hospital or organisation', kind: 'text', autoComplete: 'organization' },
    {
      name: 'requestType',
      label: 'Type of request',
      kind: 'select',
      placeholder: 'Choose a type',
      options: customerServiceRequestTypes,
    },
    { name: 'orderReference', label: 'Order number or product code', kind: 'text', optional: true },
    {
      name: 'message',
      label: 'Your request',
      kind: 'textarea',
      hint: 'Up to 3,000 characters. For a complaint or a possible adverse event, please use the product safety topic of our contact form instead.',
    },
    privacyConsentField('my details to handle this request'),
    marketingConsentField,
  ],
  schema: customerServiceSchema,
  sentMessage: 'Thank you. Your request has been sent to customer service.',
  toSubmission: (form) => {
    const requestType = optionLabel(customerServiceRequestTypes, form.requestType);
    return {
      lead: {
        topic: form.requestType,
        ...personColumns(form),
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
});
