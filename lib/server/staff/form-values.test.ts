import { sentValues } from './form-values';

test('a refused form gets back its text values, never files, action ids or secrets', () => {
  const form = new FormData();
  form.append('$ACTION_ID_abc', '');
  form.append('email', 'a@example.com');
  form.append('name', 'Ann');
  form.append('password', 'short');
  form.append('confirmation', 'a@example.com');
  form.append('image', new Blob(['x']), 'x.png');
  form.append('id', '3');
  expect(sentValues(form, ['id'])).toEqual({ email: 'a@example.com', name: 'Ann' });
});
