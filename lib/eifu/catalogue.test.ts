import { preferredLanguages } from './catalogue';

test('the visitor’s document languages come from Accept-Language, most wanted first', () => {
  expect(preferredLanguages('de-CH,de;q=0.9,en;q=0.8')).toEqual(['de', 'en']);
  expect(preferredLanguages('en;q=0.5, it')).toEqual(['it', 'en']);
  expect(preferredLanguages('xx, fr;q=0, es-419')).toEqual(['es']);
  expect(preferredLanguages(undefined)).toEqual([]);
  expect(preferredLanguages('*')).toEqual([]);
});
