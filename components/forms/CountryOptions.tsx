import { countries } from '@/lib/content/countries';

/** The options of a country select, over the site's fixed country list. */
export function CountryOptions() {
  return (
    <>
      <option value="">Choose a country</option>
      {countries.map((country) => (
        <option key={country.code} value={country.name}>
          {country.name}
        </option>
      ))}
    </>
  );
}
