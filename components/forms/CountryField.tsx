import type { ComponentPropsWithRef } from 'react';
import { countries } from '@/lib/content/countries';
import { Field } from './Field';

/** The country select of the site's forms, over the fixed list of requirements §3. */
export function CountryField({ error, ...props }: { error?: string } & ComponentPropsWithRef<'select'>) {
  return (
    <Field
      label="Country"
      as="select"
      error={error}
      autoComplete="country-name"
      {...(props as ComponentPropsWithRef<'input'>)}
    >
      <option value="">Choose a country</option>
      {countries.map((country) => (
        <option key={country.code} value={country.name}>
          {country.name}
        </option>
      ))}
    </Field>
  );
}
