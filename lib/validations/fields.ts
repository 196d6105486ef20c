import { z } from 'zod';
import { isCountryName } from '../content/countries';

/**
 * Field rules shared by the forms (react-hook-form) and the route handlers. Messages are the product's exact
 * strings (SPEC 5); a value of the wrong type gets the same message as a missing one.
 */
export const requiredText = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Please use at most ${max} characters.`)
    .refine((value) => !/[<>]/.test(value), 'Please remove the characters < and >.');

export const emailField = z
  .string({ error: 'Email is required!' })
  .trim()
  .min(1, 'Email is required!')
  .max(254, 'Invalid email format!')
  .pipe(z.email('Invalid email format!'))
  .transform((email) => email.toLowerCase());

export const countryField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(isCountryName, 'Please choose a country from the list.');

export const optionalConsent = z.boolean({ error: 'Please answer with true or false.' }).optional().default(false);
