import { z } from 'zod';
import { requiredText } from '@/lib/validations/fields';
import { choiceField, messageField, optionalText, personFields, privacyConsent } from '@/lib/leads/fields';
import { defineLeadForm } from './definition';
import { optionLabel, optionValues, personColumns, personFieldDefinitions, privacyConsentField } from './shared-fields';

export const grantRequestTypes = [
  { value: 'grant', label: 'Educational or scientific grant' },
  { value: 'donation', label: 'Charitable donation' },
] as const;

const GRANT_PURPOSE_MAX = 4000;

/**
 * The text fields of the application (multipart/form-data, with the PDF as `attachment`). The file itself is
 * checked by the server by its content (lib/server/leads/submit.ts); the form checks name and size first to save
 * a wasted upload.
 */
export const grantFieldsSchema = z
  .object({
    organisation: requiredText('Please enter the name of your organisation.', 200),
    ...personFields,
    requestType: choiceField(optionValues(grantRequestTypes), 'Please choose grant or donation.'),
    purpose: messageField('Please describe the purpose of your request.', GRANT_PURPOSE_MAX),
    amount: optionalText(60).refine(
      (value) => !value || /^[\p{L}\p{Sc}\d\s.,'-]+$/u.test(value),
      'Please give the amount in figures, with its currency.',
    ),
    privacyConsent,
  })
  .strict();

const person = personFieldDefinitions({ firstName: 'Contact first name', lastName: 'Contact last name' });

/** The donations and grants application of /donations-and-grants, with the application itself as a PDF. */
export const grantForm = defineLeadForm({
  name: 'grant',
  title: 'Donation or grant application',
  inboxLabel: 'Donation or grant',
  submitLabel: 'Send application',
  layout: [
    'organisation',
    ['firstName', 'lastName'],
    ['email', 'country'],
    ['requestType', 'amount'],
    'purpose',
    'attachment',
    'privacyConsent',
  ],
  fields: [
    { name: 'organisation', label: 'Organisation', kind: 'text', autoComplete: 'organization' },
    ...person,
    {
      name: 'requestType',
      label: 'Type of request',
      kind: 'select',
      placeholder: 'Choose grant or donation',
      options: grantRequestTypes,
    },
    { name: 'amount', label: 'Amount requested', kind: 'text', optional: true, hint: 'In figures, with the currency.' },
    {
      name: 'purpose',
      label: 'Purpose of the request',
      kind: 'textarea',
      hint: 'The activity, its objectives and audience, in up to 4,000 characters.',
    },
    {
      name: 'attachment',
      label: 'Application (PDF)',
      kind: 'file',
      accept: 'application/pdf,.pdf',
      hint: 'Your application with the budget, as one PDF file of up to 5 MB.',
    },
    privacyConsentField('these details to review this request'),
  ],
  attachment: { field: 'attachment', formMaxBytes: 5 * 1024 * 1024 },
  schema: grantFieldsSchema,
  sentMessage: 'Thank you. Your application has been received.',
  toSubmission: (form, attachment) => {
    const requestType = optionLabel(grantRequestTypes, form.requestType);
    return {
      lead: {
        topic: form.requestType,
        ...personColumns(form),
        organisation: form.organisation,
        message: form.purpose,
        details: { amount: form.amount ?? null, attachment_bytes: attachment?.bytes ?? null, privacy_consent: true },
      },
      team: 'donations-and-grants',
      formName: `${requestType.toLowerCase()} application`,
      fields: [
        ['Request', requestType],
        ['Organisation', form.organisation],
        ['Contact person', `${form.firstName} ${form.lastName}`],
        ['E-mail', form.email],
        ['Country', form.country],
        ['Amount requested', form.amount],
        ['Attachment', attachment && `PDF, ${Math.ceil(attachment.bytes / 1024)} KB, in the back office`],
        ['Purpose', `\n${form.purpose}`],
      ],
      acknowledgeAs: `donations and grants, ${requestType.toLowerCase()}`,
    };
  },
});
