import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeCheckState } from '@/lib/safety-notices/check-state';
import { NoticeCheckForm } from './NoticeCheckForm';

// The answer a check gives when the barcode in the device field and the typed number disagree (sample data).
const unsure: NoticeCheckState = {
  status: 'unsure',
  read: ['UDI-DI 09520000000011', 'lot SAMPLE105 (from the barcode)', 'number SAMPLE121'],
  question:
    'The barcode in the device field carries lot SAMPLE105, but the number typed is SAMPLE121. Which one is printed on the label?',
  options: [
    { device: '09520000000011', number: 'SAMPLE105' },
    { device: '09520000000011', number: 'SAMPLE121' },
  ],
};

test('an unsure answer says what was read, asks, offers each reading as a check, and never says "not listed"', async () => {
  const posted: FormData[] = [];
  const action = jest.fn(async (_previous: NoticeCheckState, data: FormData) => {
    posted.push(data);
    return posted.length === 1 ? unsure : ({ status: 'listed', notices: [] } as NoticeCheckState);
  });
  render(<NoticeCheckForm action={action} devices={['Perceval']} permalink="/safety-notices#notice-check-answer" />);
  const form = screen.getByRole('form', { name: 'Check a lot or serial number' });
  await userEvent.type(within(form).getByLabelText('Device', { exact: true }), '(01)09520000000011(10)SAMPLE105');
  await userEvent.type(within(form).getByLabelText('Lot or serial number'), 'SAMPLE121');
  await userEvent.click(within(form).getByRole('button', { name: 'Check' }));
  const answer = await screen.findByText(/Please check what you typed/);
  const status = answer.closest('[role="status"]') as HTMLElement;
  expect(status).toHaveAttribute('id', 'notice-check-answer');
  expect(status).toHaveTextContent(
    'We read: UDI-DI 09520000000011; lot SAMPLE105 (from the barcode); number SAMPLE121.',
  );
  expect(status).not.toHaveTextContent(/not listed/i);
  await userEvent.click(within(status).getByRole('button', { name: 'Check SAMPLE105' }));
  expect(action).toHaveBeenCalledTimes(2);
  expect(Object.fromEntries(posted[1]!.entries())).toEqual({
    device: '09520000000011',
    number: 'SAMPLE105',
    exact: '1',
  });
});

test('a listed answer names a closed notice with a capitalised status, as the register does', async () => {
  const listed: NoticeCheckState = {
    status: 'listed',
    notices: [{ reference: 'SAMPLE-FSN-0001', title: 'Sample notice', status: 'closed', sample: true }],
  };
  render(
    <NoticeCheckForm
      action={jest.fn(async () => listed)}
      devices={['Perceval']}
      permalink="/safety-notices#notice-check-answer"
    />,
  );
  const form = screen.getByRole('form', { name: 'Check a lot or serial number' });
  await userEvent.type(within(form).getByLabelText('Device', { exact: true }), 'Perceval');
  await userEvent.type(within(form).getByLabelText('Lot or serial number'), 'SAMPLE105');
  await userEvent.click(within(form).getByRole('button', { name: 'Check' }));
  const answer = await screen.findByText(/Listed in notice/);
  expect(answer.closest('li')).toHaveTextContent('Listed in notice SAMPLE-FSN-0001: Sample notice (Closed)');
});
