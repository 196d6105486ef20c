import { render, screen } from '@testing-library/react';
import { PaperCopyRequest } from './PaperCopyRequest';

const props = {
  action: jest.fn(),
  path: '/eifu/TEST-IFU-it/paper-copy',
  code: 'TEST-IFU-it',
  title: 'Istruzioni per l’uso',
  language: 'it',
  languages: ['de', 'en', 'it'],
};

test('the language select starts at the language the page preselects (the visitor’s, when the IFU exists in it)', () => {
  render(<PaperCopyRequest {...props} preselected="de" />);
  expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('de');
});

test('without a preselection it starts at the document’s language', () => {
  render(<PaperCopyRequest {...props} />);
  expect(screen.getByRole('combobox', { name: /Language/ })).toHaveValue('it');
});
