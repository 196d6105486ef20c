import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/errors';

const contact = jest.fn();
const notices: [string, string][] = [];
jest.mock('@/lib/api/lead-forms', () => ({ leadForms: { contact: (...args: unknown[]) => contact(...args) } }));
jest.mock('@/lib/notify', () => ({
  notify: {
    success: (message: string) => notices.push(['success', message]),
    error: (message: string) => notices.push(['error', message]),
  },
}));

import { ContactForm } from './ContactForm';
import { LEAD_CHECK_FIELDS, LEAD_OFFLINE } from './useLeadSubmit';

beforeEach(() => {
  notices.length = 0;
  contact.mockReset();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText('Country'), 'Italy');
  await user.selectOptions(screen.getByLabelText('Topic'), 'general');
  await user.type(screen.getByLabelText('Message'), 'Hello');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('ContactForm', () => {
  it('on an empty submit shows each message, lists the fields under the enabled button and sends nothing', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please tick this box.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'First name, Last name, Email, Country, Topic, Message, Privacy policy',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(contact).not.toHaveBeenCalled();
  });

  it('shows the product safety notice only for that topic', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Topic'), 'product-safety');
    expect(screen.getByRole('note')).toHaveTextContent('emergency services');
  });

  it('sends the schema fields, toasts the reference and clears the form', async () => {
    contact.mockResolvedValue({ success: true, payload: { id: 'x', reference: 'CR-ABCDEF1234' } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(notices).toEqual([['success', 'Thank you. Your message has been sent (reference CR-ABCDEF1234).']]),
    );
    expect(contact).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Ada',
        email: 'ada@example.com',
        topic: 'general',
        privacyConsent: true,
        marketingConsent: false,
      }),
    );
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('puts the server field errors on their fields, and says when the connection failed', async () => {
    contact.mockRejectedValueOnce(
      new ApiError(422, 'Please correct the highlighted fields.', {
        success: false,
        code: 422,
        payload: null,
        description: '',
        count: 0,
        errors: { email: ['Invalid email format!'] },
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email format!')).toBeInTheDocument();
    expect(notices).toEqual([['error', LEAD_CHECK_FIELDS]]);

    contact.mockRejectedValueOnce(new ApiError(0, 'Network Error'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notices.at(-1)).toEqual(['error', LEAD_OFFLINE]));
  });
});
