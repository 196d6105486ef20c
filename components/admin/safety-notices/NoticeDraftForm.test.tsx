import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeDraftState } from '@/lib/safety-notices/draft-state';
import { NoticeDraftForm } from './NoticeDraftForm';

const devices = [
  { key: 'ww/perceval', label: 'Perceval' },
  { key: 'ww/solo-smart', label: 'Solo Smart' },
];
const countries = [
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'IT', name: 'Italy' },
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
  render(<NoticeDraftForm action={action} devices={devices} countries={countries} deviceRows={1} fileRows={1} />);
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

test('"Add another device" posts the form and shows one more row with every value kept, focus on the new row', async () => {
  const user = userEvent.setup();
  // The server action's answer to the add-device button (createNoticeAction): the values and one more row.
  const action = jest.fn(async (_state: NoticeDraftState, form: FormData): Promise<NoticeDraftState> => ({
    values: {
      reference: String(form.get('reference')),
      device_1: String(form.get('device_1')),
      countries: form.getAll('countries').join(','),
    },
    deviceRows: Number(form.get('device_rows')) + 1,
    added: Number(form.get('device_rows')) + 1,
  }));
  render(<NoticeDraftForm action={action} devices={devices} countries={countries} deviceRows={1} fileRows={1} />);
  expect(screen.getAllByRole('group', { name: /^Device \d/ })).toHaveLength(1);
  await user.type(screen.getByLabelText('Reference'), 'FSN-2026-002');
  await user.selectOptions(screen.getByLabelText('Device'), 'ww/perceval');
  const countryList = screen.getByRole('group', { name: 'Countries' });
  await user.click(within(countryList).getByRole('checkbox', { name: 'Italy' }));
  await user.click(within(countryList).getByRole('checkbox', { name: 'Germany' }));
  await user.click(screen.getByRole('button', { name: 'Add another device' }));

  await waitFor(() => expect(action).toHaveBeenCalled());
  const sent = action.mock.calls[0]![1];
  expect(sent.get('intent')).toBe('add-device');
  expect(sent.getAll('countries')).toEqual(['DE', 'IT']);
  const second = await screen.findByRole('group', { name: 'Device 2 (optional)' });
  await waitFor(() => expect(within(second).getByLabelText('Device')).toHaveFocus());
  expect(screen.getByText('Device 2 was added: fill it in, or leave it empty.')).toBeInTheDocument();
  expect(screen.getByLabelText('Reference')).toHaveValue('FSN-2026-002');
  expect(within(screen.getByRole('group', { name: 'Device 1' })).getByLabelText('Device')).toHaveValue('ww/perceval');
  expect(within(countryList).getByRole('checkbox', { name: 'Italy' })).toBeChecked();
  expect(within(countryList).getByRole('checkbox', { name: 'France' })).not.toBeChecked();
  expect(document.querySelector<HTMLInputElement>('input[name="device_rows"]')?.value).toBe('2');
});

test('a correction starts from the rejected draft: its values, its countries ticked, and the id it corrects', () => {
  render(
    <NoticeDraftForm
      action={jest.fn()}
      devices={devices}
      countries={countries}
      deviceRows={3}
      fileRows={1}
      label="Correct FSN-1"
      initial={{
        values: {
          corrects: 'abc',
          reference: 'FSN-1',
          countries: 'IT,FR',
          device_1: 'ww/solo-smart',
          ranges_1: 'lot A1',
        },
      }}
    />,
  );
  const form = screen.getByRole('form', { name: 'Correct FSN-1' });
  expect(within(form).getByLabelText('Reference')).toHaveValue('FSN-1');
  expect(within(form).getByRole('checkbox', { name: 'France' })).toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'Germany' })).not.toBeChecked();
  expect(form.querySelector<HTMLInputElement>('input[name="corrects"]')?.value).toBe('abc');
});

test('PDFs over the limit are refused before anything is sent, the limit said, what was typed kept', async () => {
  const user = userEvent.setup();
  const action = jest.fn(async (): Promise<NoticeDraftState> => ({}));
  render(<NoticeDraftForm action={action} devices={devices} countries={countries} deviceRows={1} fileRows={1} />);
  await user.type(screen.getByLabelText('Reference'), 'FSN-2026-002');
  expect(screen.getByText(/at most 5 MB for all the PDFs of a notice together/)).toBeInTheDocument();
  const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big-notice.pdf', { type: 'application/pdf' });
  await user.upload(screen.getByLabelText('PDF file'), big);
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));

  const message = await screen.findByText(/The PDFs chosen are 6\.0 MB together/);
  await waitFor(() => expect(message).toHaveFocus());
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Reference')).toHaveValue('FSN-2026-002');
});
