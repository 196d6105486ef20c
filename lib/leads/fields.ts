import { z } from 'zod';
import { text } from '@/lib/validations/text';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_BUT_LINES,
  CONTROL_CHARACTERS_MESSAGE,
  countryField,
  emailField,
  requiredText,
} from '@/lib/validations/fields';

/** Field rules of the contact, customer-service and grant forms, on top of the shared ones in fields.ts. */

const MESSAGE_MAX = 3000;

/** A free-text message: required, bounded, several lines allowed. */
export const messageField = (message: string, max = MESSAGE_MAX) =>
  text({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep your message under ${max} characters.`)
    // Line breaks and tabs belong in a message; other control and invisible formatting characters do not.
    .refine((value) => !CONTROL_CHARACTERS_BUT_LINES.test(value), CONTROL_CHARACTERS_MESSAGE);

/** An optional single-line text: blank becomes undefined; otherwise the rules of a required one. */
export const optionalText = (max = 120) =>
  text({ error: 'Please enter text here, or leave it blank.' })
    .trim()
    .max(max, `Please use at most ${max} characters.`)
    .refine((value) => !/[<>]/.test(value), 'Please remove the characters < and >.')
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined));

// Short enough for one line beside the box at 320 px: a second line would push the submit button down.
const PRIVACY_CONSENT_REQUIRED = 'Please tick this box.';
export const privacyConsent = z.literal(true, { error: PRIVACY_CONSENT_REQUIRED });

/** A choice from a fixed list; anything else, including an empty choice, gets `message`. */
export const choiceField = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** The person writing: the fields every lead form starts with. */
export const personFields = {
  firstName: requiredText('Please enter your first name.'),
  lastName: requiredText('Please enter your last name.'),
  email: emailField,
  country: countryField('Please choose your country.'),
};

/** What a visitor quotes when writing about a submission: short, unambiguous, derived from the lead's id. */
export const leadReference = (leadId: string) => `CR-${leadId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
