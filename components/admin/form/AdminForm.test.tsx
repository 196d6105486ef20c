import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminFormState } from '@/lib/forms/action-state';
import { AdminField } from './AdminField';
import { AdminForm } from './AdminForm';

test('a save empties the form; a refusal after it keeps what the member typed', async () => {
  const user = userEvent.setup();
  const answers: AdminFormState[] = [
    { saved: true, message: 'Saved.', key: 'saved-1' },
    // A refusal that sends no values back (a check that failed after the form was read).
    { message: 'Someone else changed this a moment ago.' },
  ];
  const action = jest.fn(async (): Promise<AdminFormState> => answers.shift()!);
  render(
    <AdminForm action={action} prefix="item" label="Item" submitLabel="Save">
      <AdminField name="title" label="Title" />
    </AdminForm>,
  );
  await user.type(screen.getByLabelText('Title'), 'First');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));

  await user.type(screen.getByLabelText('Title'), 'Second');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Someone else changed this a moment ago.');
  expect(screen.getByLabelText('Title')).toHaveValue('Second');
});
