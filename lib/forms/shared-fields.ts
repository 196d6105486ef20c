import type { FieldDefinition } from './definition';

/** The fields several lead forms share, as they are shown; their rules are in lib/leads/fields.ts. */
export const personFieldDefinitions = (names = { firstName: 'First name', lastName: 'Last name' }) =>
  [
    { name: 'firstName', label: names.firstName, kind: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: names.lastName, kind: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
    { name: 'country', label: 'Country', kind: 'country', autoComplete: 'country-name' },
  ] as const satisfies readonly FieldDefinition[];

export const privacyConsentField = (use: string): FieldDefinition => ({
  name: 'privacyConsent',
  label: 'Privacy policy',
  kind: 'checkbox',
  privacyUse: use,
});

export const marketingConsentField: FieldDefinition = {
  name: 'marketingConsent',
  label: 'I would like to receive news and information from Corcym (optional).',
  kind: 'checkbox',
  optional: true,
};

/** A select's label for one of its values (the stored value when the list no longer has it). */
export const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The values of an option list, as zod's enum wants them. */
export const optionValues = <const T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]['value'], ...T[number]['value'][]];

/** The person writing, as the lead's columns: what every lead form stores the same way. */
export const personColumns = (form: { firstName: string; lastName: string; email: string; country: string }) => ({
  firstName: form.firstName,
  lastName: form.lastName,
  email: form.email,
  country: form.country,
});
