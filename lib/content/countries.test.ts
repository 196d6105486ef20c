import { countries, isCountryName } from './countries';

/** The name a visitor reads, compared as they would: case, accents and punctuation do not make it different. */
const comparable = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();

describe('country list', () => {
  it('names each country once, compared case- and accent-insensitively', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { name } of countries) {
      const key = comparable(name);
      if (seen.has(key)) duplicates.push(`${seen.get(key)} / ${name}`);
      seen.set(key, name);
    }
    expect(duplicates).toEqual([]);
  });

  it('has unique codes', () => {
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });

  it('accepts every name the forms offer, including those that once had two entries, and nothing else', () => {
    for (const { name } of countries) expect(isCountryName(name)).toBe(true);
    for (const name of [
      'Benin',
      'Curaçao',
      'Germany',
      'Serbia',
      'United Kingdom',
      'Myanmar (Burma)',
      'Congo - Kinshasa',
    ]) {
      expect(isCountryName(name)).toBe(true);
    }
    expect(isCountryName('Yugoslavia')).toBe(false);
    expect(isCountryName('germany')).toBe(false);
  });
});
