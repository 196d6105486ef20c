import { z } from 'zod';
import { optionalConsent, requiredText } from './fields';
import { choiceField, messageField, optionalText, personFields, privacyConsent } from './lead-fields';

export const customerServiceRequestTypes = [
  { value: 'order', label: 'Orders and deliveries' },
  { value: 'returns', label: 'Returns' },
  { value: 'product-information', label: 'Product information and availability' },
  { value: 'documentation', label: 'Product documentation and implant cards' },
] as const;

type CustomerServiceRequestType = (typeof customerServiceRequestTypes)[number]['value'];
const typeValues = customerServiceRequestTypes.map((type) => type.value) as [
  CustomerServiceRequestType,
  ...CustomerServiceRequestType[],
];

export const customerServiceTypeLabel = (type: CustomerServiceRequestType) =>
  customerServiceRequestTypes.find((entry) => entry.value === type)?.label ?? type;

/** POST /api/forms/customer-service, and the form on /customer-service. */
export const customerServiceSchema = z
  .object({
    ...personFields,
    organisation: requiredText('Please enter your hospital or organisation.', 200),
    requestType: choiceField(typeValues, 'Please choose the kind of request.'),
    orderReference: optionalText(80),
    message: messageField('Please describe your request.'),
    privacyConsent,
    marketingConsent: optionalConsent,
  })
  .strict();

export type CustomerServiceFormValues = z.input<typeof customerServiceSchema>;
export type CustomerServiceRequest = z.output<typeof customerServiceSchema>;
