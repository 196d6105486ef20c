import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/errors';

const brochureRequest = jest.fn();
const downloadFile = jest.fn().mockResolvedValue(true);
const notices: [string, string][] = [];
jest.mock('@/lib/api/endpoints', () => ({
  endpoints: { brochureRequest: (...args: unknown[]) => brochureRequest(...args) },
}));
jest.mock('@/lib/api/download', () => ({ downloadFile: (...args: unknown[]) => downloadFile(...args) }));
jest.mock('@/lib/notify', () => ({
  notify: {
    success: (message: string) => notices.push(['success', message]),
    error: (message: string) => notices.push(['error', message]),
  },
}));

import { BrochureModal, BROCHURE_FAILURE, BROCHURE_OFFLINE, BROCHURE_SUCCESS } from './BrochureModal';

const choice = { id: 'solo-smart', title: 'Solo Smart brochure' };

// Typing a whole form takes seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  notices.length = 0;
  brochureRequest.mockReset();
  downloadFile.mockClear();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Country'), 'Italy');
  await user.type(screen.getByLabelText('Hospital'), 'Ospedale San Giovanni');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('BrochureModal', () => {
  it('shows no message while tabbing through, every message on submit (which stays enabled), then follows changes', async () => {
    const user = userEvent.setup();
    render(<BrochureModal choice={choice} onClose={() => undefined} />);
    for (const label of ['First name', 'Last name', 'Email', 'Country', 'Hospital']) {
      await user.click(screen.getByLabelText(label));
      await user.tab();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Download' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    for (const message of [
      'First name is required!',
      'Last name is required',
      'Email is required!',
      'Country is required!',
      'Hospital is required!',
      'You must check this',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('First name')).toHaveFocus();
    // One summary is announced, not one alert per field; each message stays tied to its field.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please correct the 6 highlighted fields.',
    ]);
    expect(screen.getByLabelText('Hospital')).toHaveAccessibleDescription('Hospital is required!');
    expect(brochureRequest).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Invalid email format!')).toBeVisible();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('First name is required!')).toBeNull());
  });

  it('posts the request, downloads the file and says so inside the dialog, where focus goes (above any section dialog)', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    brochureRequest.mockResolvedValue({ success: true, payload: { file_url: '/documents/brochures/solo-smart.pdf' } });
    render(<BrochureModal choice={choice} onClose={onClose} />);
    await fillValid(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(BROCHURE_SUCCESS);
    expect(status).toHaveFocus();
    expect(within(status).getByRole('link', { name: /Download again: Solo Smart brochure/ })).toHaveAttribute(
      'href',
      '/documents/brochures/solo-smart.pdf',
    );
    expect(brochureRequest).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      country: 'Italy',
      hospital: 'Ospedale San Giovanni',
      broucher: 'solo-smart',
      marketing_consent: false,
    });
    expect(downloadFile).toHaveBeenCalledWith('/documents/brochures/solo-smart.pdf');
    // No toast: outside the top dialog it would be inert and drawn behind it.
    expect(notices).toEqual([]);
    expect(screen.queryByLabelText('First name')).toBeNull();
    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [new ApiError(500, 'Server error'), BROCHURE_FAILURE],
    [new ApiError(0, 'Network Error'), BROCHURE_OFFLINE],
  ])('reports a failure (%s) inside the dialog and stays open', async (error, message) => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    brochureRequest.mockRejectedValue(error);
    render(<BrochureModal choice={choice} onClose={onClose} />);
    await fillValid(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(notices).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(downloadFile).not.toHaveBeenCalled();
  });
});
