import { z } from 'zod';
import { text } from './text';
import { isCountryName } from '../content/countries';

/**
 * Field rules shared by the forms (react-hook-form) and the route handlers. Messages are the product's exact
 * strings (requirements §5); a value of the wrong type gets the same message as a missing one.
 */
/**
 * Characters no visitor types into a name or an organisation: C0/C1 controls (NUL, BEL, ESC, CR, LF, DEL ...),
 * zero-width marks and the bidirectional overrides and isolates that can make a stored name display reversed or
 * hide text in a mail. Refused with a message, never silently removed, so what is stored is what was sent.
 */
export const CONTROL_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** The same set, but keeping line breaks and tabs, for multi-line message fields. */
export const CONTROL_CHARACTERS_BUT_LINES =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
export const CONTROL_CHARACTERS_MESSAGE =
  'Please remove invisible or control characters (such as line breaks or formatting marks).';

export const requiredText = (message: string, max = 120) =>
  text({ error: message })
    .refine((value) => !CONTROL_CHARACTERS.test(value), CONTROL_CHARACTERS_MESSAGE)
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${max} characters.`)
    .refine((value) => !/[<>]/.test(value), 'Please remove the characters < and >.');

export const emailField = text({ error: 'Email is required!' })
  .trim()
  .min(1, 'Email is required!')
  .max(254, 'Invalid email format!')
  .pipe(z.email('Invalid email format!'))
  .transform((email) => email.toLowerCase());

export const countryField = (message: string) =>
  text({ error: message }).trim().min(1, message).refine(isCountryName, 'Please choose a country from the list.');

export const optionalConsent = z.boolean({ error: 'Please answer with true or false.' }).optional().default(false);
