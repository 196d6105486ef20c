import { preselectedLanguage } from './language';

test('the visitor’s first language the document exists in, else the document’s own', () => {
  const available = ['de', 'en', 'it'];
  expect(preselectedLanguage('de-CH,de;q=0.9,en;q=0.8', available, 'it')).toBe('de');
  expect(preselectedLanguage('fr-FR,fr;q=0.9,en;q=0.5', available, 'it')).toBe('en');
  expect(preselectedLanguage('en;q=0.2,de;q=0.7', available, 'it')).toBe('de');
  expect(preselectedLanguage('fr, es', available, 'it')).toBe('it');
  expect(preselectedLanguage('*', available, 'it')).toBe('it');
  expect(preselectedLanguage('de;q=0', available, 'it')).toBe('it');
  expect(preselectedLanguage(null, available, 'en')).toBe('en');
});
