import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeDraftState } from '@/lib/safety-notices/draft-state';
import { NoticeDraftForm } from './NoticeDraftForm';

const devices = [
  { key: 'ww/perceval', label: 'Perceval' },
  { key: 'ww/solo-smart', label: 'Solo Smart' },
];

test('a refused draft keeps the device and the chosen PDF, names each field by the button and takes focus there', async () => {
  const user = userEvent.setup();
  const action = jest.fn(async (_state: NoticeDraftState, form: FormData): Promise<NoticeDraftState> => ({
    errors: { ranges_1: 'Enter at least one lot or serial number.' },
    message: 'The draft was not saved: one field needs correcting, listed below.',
    values: {
      reference: String(form.get('reference')),
      device_1: String(form.get('device_1')),
      // What the server action answers (jsdom's FormData loses a chosen file's name).
      file_1_name: 'notice-en.pdf',
    },
  }));
  render(<NoticeDraftForm action={action} devices={devices} deviceRows={1} fileRows={1} />);
  await user.type(screen.getByLabelText('Reference'), 'FSN-2026-001');
  await user.selectOptions(screen.getByLabelText('Device'), 'ww/solo-smart');
  const pdf = new File(['%PDF-1.7'], 'notice-en.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('PDF file'), pdf);
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));

  await waitFor(() => expect(action).toHaveBeenCalled());
  const summary = await screen.findByText(/The draft was not saved/);
  await waitFor(() => expect(summary).toHaveFocus());
  expect(
    screen.getByRole('link', { name: /Device 1, affected lots or serial numbers: Enter at least one/ }),
  ).toHaveAttribute('href', '#notice-ranges_1');
  // The summary sits by the button, not at the top of a long form.
  expect(
    summary.compareDocumentPosition(screen.getByLabelText('PDF file')) & Node.DOCUMENT_POSITION_PRECEDING,
  ).toBeTruthy();
  expect(screen.getByLabelText('Device')).toHaveValue('ww/solo-smart');
  expect(screen.getByLabelText('Reference')).toHaveValue('FSN-2026-001');
  expect((screen.getByLabelText('PDF file') as HTMLInputElement).files?.[0]?.name).toBe('notice-en.pdf');
  // Without JavaScript the page comes back with the same state: it names the file chosen before.
  expect(screen.getByText(/You chose notice-en.pdf/)).toBeInTheDocument();
});
