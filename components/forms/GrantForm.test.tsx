import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const grant = jest.fn();
const notices: [string, string][] = [];
jest.mock('@/lib/api/lead-forms', () => ({ leadForms: { grant: (...args: unknown[]) => grant(...args) } }));
jest.mock('@/lib/notify', () => ({
  notify: {
    success: (message: string) => notices.push(['success', message]),
    error: (message: string) => notices.push(['error', message]),
  },
}));

import { GrantForm } from './GrantForm';

beforeEach(() => {
  notices.length = 0;
  grant.mockReset();
});

async function fillFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Organisation'), 'Heart Foundation');
  await user.type(screen.getByLabelText('Contact first name'), 'Karen');
  await user.type(screen.getByLabelText('Contact last name'), 'Jones');
  await user.type(screen.getByLabelText('Email'), 'karen@example.com');
  await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
  await user.selectOptions(screen.getByLabelText('Type of request'), 'donation');
  await user.type(screen.getByLabelText('Purpose of the request'), 'A patient day.');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('GrantForm', () => {
  it('asks for the PDF, refuses another kind of file before uploading, and sends multipart with the PDF', async () => {
    // applyAccept off: the test chooses a file the picker's filter would hide, as a visitor can.
    const user = userEvent.setup({ applyAccept: false });
    render(<GrantForm />);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please attach your application as a PDF file.')).toBeInTheDocument();

    await fillFields(user);
    await user.upload(
      screen.getByLabelText('Application (PDF)'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The attachment must be a PDF document.')).toBeInTheDocument();
    expect(grant).not.toHaveBeenCalled();

    grant.mockResolvedValue({ success: true, payload: { id: 'x', reference: 'CR-0123456789' } });
    await user.upload(
      screen.getByLabelText('Application (PDF)'),
      new File(['%PDF-1.4'], 'application.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(notices).toEqual([
        ['success', 'Thank you. Your application has been received (reference CR-0123456789).'],
      ]),
    );
    const body = grant.mock.calls[0]![0] as FormData;
    expect(body.get('organisation')).toBe('Heart Foundation');
    expect(body.get('requestType')).toBe('donation');
    expect(body.get('privacyConsent')).toBe('true');
    expect((body.get('attachment') as File).name).toBe('application.pdf');
    expect(body.has('amount')).toBe(false);
  });
});
