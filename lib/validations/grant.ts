import { z } from 'zod';
import { requiredText } from './fields';
import { choiceField, messageField, optionalText, personFields, privacyConsent } from './lead-fields';

export const grantRequestTypes = [
  { value: 'grant', label: 'Educational or scientific grant' },
  { value: 'donation', label: 'Charitable donation' },
] as const;

type GrantRequestType = (typeof grantRequestTypes)[number]['value'];
const typeValues = grantRequestTypes.map((type) => type.value) as [GrantRequestType, ...GrantRequestType[]];

export const grantTypeLabel = (type: GrantRequestType) =>
  grantRequestTypes.find((entry) => entry.value === type)?.label ?? type;

/** The default upload limit; the server's own (GRANT_UPLOAD_MAX_MB) is the one that counts. */
const GRANT_ATTACHMENT_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const GRANT_PURPOSE_MAX = 4000;

/**
 * The text fields of POST /api/forms/grant (multipart/form-data, with the PDF as `attachment`). The file itself
 * is checked by the handler, by its content; the form checks name and size first to save a wasted upload.
 */
export const grantFieldsSchema = z
  .object({
    organisation: requiredText('Please enter the name of your organisation.', 200),
    ...personFields,
    requestType: choiceField(typeValues, 'Please choose grant or donation.'),
    purpose: messageField('Please describe the purpose of your request.', GRANT_PURPOSE_MAX),
    amount: optionalText(60).refine(
      (value) => !value || /^[\p{L}\p{Sc}\d\s.,'-]+$/u.test(value),
      'Please give the amount in figures, with its currency.',
    ),
    privacyConsent,
  })
  .strict();

export const ATTACHMENT_REQUIRED = 'Please attach your application as a PDF file.';
export const ATTACHMENT_NOT_PDF = 'The attachment must be a PDF document.';
export const attachmentTooLarge = (maxBytes: number) =>
  `The attachment must be at most ${Math.round(maxBytes / (1024 * 1024))} MB.`;

/** The form's own check of the chosen file (a FileList from the file input). */
const attachmentField = z.custom<FileList>().superRefine((files, context) => {
  const file = files?.[0];
  if (!file) return context.addIssue({ code: 'custom', message: ATTACHMENT_REQUIRED });
  if (!/\.pdf$/i.test(file.name)) return context.addIssue({ code: 'custom', message: ATTACHMENT_NOT_PDF });
  if (file.size > GRANT_ATTACHMENT_DEFAULT_MAX_BYTES)
    context.addIssue({ code: 'custom', message: attachmentTooLarge(GRANT_ATTACHMENT_DEFAULT_MAX_BYTES) });
});

export const grantFormSchema = grantFieldsSchema.extend({ attachment: attachmentField });
export type GrantFormValues = z.input<typeof grantFormSchema>;
export type GrantFormOutput = z.output<typeof grantFormSchema>;
