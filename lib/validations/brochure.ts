import { z } from 'zod';
import { text } from './text';
import { countryField, emailField, optionalConsent, requiredText } from './fields';

const fields = {
  firstName: requiredText('First name is required!'),
  lastName: requiredText('Last name is required'),
  email: emailField,
  country: countryField('Country is required!'),
  hospital: requiredText('Hospital is required!', 200),
};

/** The brochure request form as the visitor fills it in (requirements §5). */
export const brochureFormSchema = z.object({
  ...fields,
  personalCheck: z.literal(true, { error: 'You must check this' }),
  promotionalCheck: z.boolean().optional(),
});
export type BrochureFormValues = z.input<typeof brochureFormSchema>;

/** POST users/brochure-request (requirements §7): the field `broucher` is spelt so by the API. */
export const brochureRequestSchema = z
  .object({
    first_name: fields.firstName,
    last_name: fields.lastName,
    email: fields.email,
    country: fields.country,
    hospital: fields.hospital,
    // The shape only: whether the brochure exists is checked by the handler against the catalogue, which keeps
    // the catalogue out of the browser bundle of the form.
    broucher: text({ error: 'Please choose a brochure.' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown brochure.')
      .max(80, 'Unknown brochure.'),
    marketing_consent: optionalConsent,
  })
  .strict();
export type BrochureRequest = z.output<typeof brochureRequestSchema>;

export function toBrochureRequest(
  form: z.output<typeof brochureFormSchema>,
  brochureId: string,
): z.input<typeof brochureRequestSchema> {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    country: form.country,
    hospital: form.hospital,
    broucher: brochureId,
    marketing_consent: form.promotionalCheck ?? false,
  };
}
