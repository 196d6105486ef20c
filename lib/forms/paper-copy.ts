import { z } from 'zod';
import { messageField, optionalText, personFields, privacyConsent } from '@/lib/leads/fields';
import { text } from '@/lib/validations/text';
import { defineLeadForm } from './definition';
import { personColumns, personFieldDefinitions, privacyConsentField } from './shared-fields';

/**
 * A free paper copy of a device's instructions for use (Implementing Regulation (EU) 2021/2226, Art. 5(3); docs/
 * requirements.md "Paper copies and safety notices"). Requested from /eifu/{code}/paper-copy. Unlike the page
 * forms of `leadForms` it is not generic: the document must be a published IFU, and the request also writes its
 * queue row (paper_copy_requests), so it has its own action (app/(site)/eifu/[code]/paper-copy/actions.ts); the
 * site's one LeadForm draws it (components/documents/PaperCopyRequest.tsx). Its leads are of form `paper_copy`.
 */
export const PAPER_COPY_MAX_QUANTITY = 10;

/** A document code as printed on a label: letters, digits, dots, dashes and underscores. */
export const documentCode = text({ error: 'Please choose the document.' })
  .trim()
  .min(1, 'Please choose the document.')
  .max(80, 'Please choose the document.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Please choose the document.');

export const languageCode = text({ error: 'Please choose a language.' })
  .trim()
  .min(1, 'Please choose a language.')
  .max(20, 'Please choose a language.')
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Please choose a language.');

const quantityMessage = `Please choose a number of copies from 1 to ${PAPER_COPY_MAX_QUANTITY}.`;

export const paperCopySchema = z
  .object({
    ...personFields,
    organisation: optionalText(200),
    address: messageField('Please enter the postal address the copy should go to.', 500),
    document: documentCode,
    language: languageCode,
    quantity: text({ error: quantityMessage })
      .trim()
      .regex(/^\d{1,2}$/, quantityMessage)
      .transform(Number)
      .pipe(z.number().int().min(1, quantityMessage).max(PAPER_COPY_MAX_QUANTITY, quantityMessage)),
    privacyConsent,
  })
  .strict();

export type PaperCopyValues = z.output<typeof paperCopySchema>;

export const paperCopyQuantities = Array.from({ length: PAPER_COPY_MAX_QUANTITY }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** The document the request is for, as the server found it (a published IFU): for the staff mail and the lead. */
export interface PaperCopyDocument {
  code: string;
  title: string;
}

export const paperCopyForm = defineLeadForm({
  name: 'paper_copy',
  title: 'Request a paper copy',
  inboxLabel: 'Paper copy of IFU',
  submitLabel: 'Request the paper copy',
  layout: [
    ['firstName', 'lastName'],
    'email',
    'organisation',
    'address',
    'country',
    ['language', 'quantity'],
    'privacyConsent',
  ],
  fields: [
    ...personFieldDefinitions(),
    {
      name: 'organisation',
      label: 'Hospital or organisation',
      kind: 'text',
      optional: true,
      autoComplete: 'organization',
    },
    {
      name: 'address',
      label: 'Postal address',
      kind: 'textarea',
      hint: 'Street and number, postcode, town and, where it applies, department or ward. The country is chosen below.',
      autoComplete: 'street-address',
    },
    {
      name: 'language',
      label: 'Language of the copy',
      kind: 'select',
      placeholder: 'Choose a language',
      // The languages the document exists in are given by the page (components/documents/PaperCopyRequest.tsx).
      options: [],
    },
    {
      name: 'quantity',
      label: 'Number of copies',
      kind: 'select',
      placeholder: 'Choose a number',
      options: paperCopyQuantities,
    },
    { name: 'document', label: 'Document', kind: 'text' },
    privacyConsentField('my details to send the paper copy and to keep a record of the request'),
  ],
  schema: paperCopySchema,
  sentMessage: 'Thank you. Your request for a paper copy has been received.',
  toSubmission: (form) => ({
    lead: {
      topic: form.document,
      ...personColumns(form),
      organisation: form.organisation ?? null,
      message: null,
      details: {
        document: form.document,
        language: form.language,
        quantity: form.quantity,
        postal_address: form.address,
        privacy_consent: true,
      },
    },
    team: 'customer-service',
    formName: 'paper copy request',
    fields: [
      ['Document', form.document],
      ['Language', form.language],
      ['Copies', String(form.quantity)],
      ['Name', `${form.firstName} ${form.lastName}`],
      ['E-mail', form.email],
      ['Hospital or organisation', form.organisation],
      ['Postal address', `\n${form.address}`],
      ['Country', form.country],
    ],
    acknowledgeAs: `a paper copy of the instructions for use ${form.document}`,
  }),
});

/** Whether a posted field name belongs to the form, for the messages shown under fields. */
export type PaperCopyField = keyof PaperCopyValues;

/** Used by the requirement's wording in docs: kept here so tests can check the copy we promise. */
export const PAPER_COPY_PROMISE =
  'We send paper copies free of charge, at the latest within seven calendar days of your request.';
