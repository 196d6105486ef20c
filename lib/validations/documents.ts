import { z } from 'zod';
import { text } from './text';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTERS_MESSAGE } from './fields';
import { DOCUMENT_CODE, DOCUMENT_CODE_MAX, DOCUMENT_KINDS, DOCUMENT_LANGUAGES, REVISION_ID } from '../eifu/catalogue';
import { normaliseGtin } from '../eifu/gs1';
import { devices } from '../content/devices';

/** Rules of the back office's document centre forms, shared by the forms and their server actions. */
export const DEVICE_KEYS = devices.map((device) => `${device.market}/${device.slug}`);
const line = (message: string, max: number) =>
  text({ error: message })
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${max} characters.`);
const languages = Object.keys(DOCUMENT_LANGUAGES) as [keyof typeof DOCUMENT_LANGUAGES, ...string[]];

export const documentFormSchema = z.object({
  code: text({ error: 'Enter the document code.' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter the document code.')
    .max(DOCUMENT_CODE_MAX, `Please use at most ${DOCUMENT_CODE_MAX} characters.`)
    .regex(DOCUMENT_CODE, 'Use lowercase letters, digits and single hyphens, e.g. ifu-perceval-en.')
    // /eifu/results is the search's own page, /eifu/scan the label check's.
    .refine((code) => !['results', 'scan'].includes(code), 'This code is reserved. Choose another one.'),
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose the kind of document.' }),
  language: z.enum(languages, { error: 'Choose the language of the document.' }),
  title: line('Enter the title as printed on the document.', 200),
  devices: z
    .array(z.enum(DEVICE_KEYS as [string, ...string[]], { error: 'Choose devices from the list.' }), {
      error: 'Choose at least one device.',
    })
    .min(1, 'Choose at least one device.')
    .max(DEVICE_KEYS.length),
});
export type DocumentFormInput = z.infer<typeof documentFormSchema>;

export const identifierFormSchema = z
  .object({
    device: z.enum(DEVICE_KEYS as [string, ...string[]], { error: 'Choose the device.' }),
    kind: z.enum(['ref', 'udi_di', 'basic_udi_di'], { error: 'Choose the kind of identifier.' }),
    value: line('Enter the identifier as printed on the label.', 40),
    label: text()
      .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
      .trim()
      .max(80, 'Please use at most 80 characters.')
      .optional()
      .default(''),
  })
  .transform((input, ctx) => {
    if (input.kind === 'udi_di') {
      const gtin = normaliseGtin(input.value);
      if (!gtin.ok) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: gtin.message });
        return z.NEVER;
      }
      return { ...input, value: gtin.gtin14 };
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/.test(input.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Use letters, digits, spaces and . / _ - as printed on the label.',
      });
      return z.NEVER;
    }
    return input;
  });
export type IdentifierFormInput = z.infer<typeof identifierFormSchema>;

export const revisionFormSchema = z.object({
  revision: text({ error: 'Enter the revision identifier as printed on the document.' })
    .trim()
    .min(1, 'Enter the revision identifier as printed on the document.')
    .regex(REVISION_ID, 'Use up to 20 letters, digits, dots, hyphens or underscores, e.g. C or 03.')
    .refine((value) => !['file', 'paper-copy'].includes(value.toLowerCase()), 'That identifier is reserved.'),
  issue_date: text({ error: 'Enter the date of issue.' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of issue as printed, e.g. 2026-03-31.')
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      'Enter a real date.',
    ),
  change_note: text()
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .max(1000, 'Please use at most 1000 characters.')
    .optional()
    .default(''),
});
export type RevisionFormInput = z.infer<typeof revisionFormSchema>;

/** The public search's query: anything unknown is dropped, so a shared address never fails. */
export const eifuQuerySchema = z.object({
  q: text().trim().max(200).catch('').optional().default(''),
  lang: z.enum(languages).optional().catch(undefined),
  kind: z.enum(DOCUMENT_KINDS).optional().catch(undefined),
});
export type EifuQuery = z.infer<typeof eifuQuerySchema>;
