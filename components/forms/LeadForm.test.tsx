import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormActionState } from '@/lib/forms/action-state';
import { leadFormView } from '@/lib/forms/definition';
import { contactForm } from '@/lib/forms/contact';
import { grantForm } from '@/lib/forms/grant';
import { paperCopyForm } from '@/lib/forms/paper-copy';
import { LEAD_CHECK_FIELDS, LEAD_OFFLINE } from '@/lib/forms/messages';

const notices: [string, string][] = [];
jest.mock('@/lib/notify', () => ({
  notify: {
    success: (message: string) => notices.push(['success', message]),
    error: (message: string) => notices.push(['error', message]),
  },
}));

import { LeadForm } from './LeadForm';

const action = jest.fn<Promise<FormActionState>, [FormActionState, FormData]>();

jest.setTimeout(20_000);

beforeEach(() => {
  notices.length = 0;
  action.mockReset();
});

const renderContact = () =>
  render(<LeadForm view={leadFormView(contactForm)} action={action} permalink="/contact-us#contact-form" />);

/** Types into the labelled text fields, picks the labelled options, and ticks the privacy consent. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  typed: Record<string, string>,
  chosen: Record<string, string>,
) {
  for (const [label, text] of Object.entries(typed)) await user.type(screen.getByLabelText(label), text);
  for (const [label, option] of Object.entries(chosen)) await user.selectOptions(screen.getByLabelText(label), option);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

const fillValid = (user: ReturnType<typeof userEvent.setup>) =>
  fill(
    user,
    { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Message: 'Hello' },
    { Country: 'Italy', Topic: 'general' },
  );

describe('LeadForm (contact)', () => {
  it('on an empty submit shows each message, focuses a summary that links to the fields, and sends nothing', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a topic.')).toBeInTheDocument();
    expect(screen.getByText('Please tick this box.')).toBeInTheDocument();
    const summary = screen.getByRole('group', { name: 'Please check these fields:' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = screen.getAllByRole('link').filter((link) => summary.contains(link));
    expect(links.map((link) => link.textContent!.split(':')[0])).toEqual([
      'First name',
      'Last name',
      'Email',
      'Country',
      'Topic',
      'Message',
      'Privacy policy',
    ]);
    expect(links[0]).toHaveAttribute('href', '#contact-firstName');
    await user.click(links[4]!);
    expect(screen.getByLabelText('Topic')).toHaveFocus();
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });

  it('after a refused submit, a message follows the change of its field', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('Please enter your first name.')).not.toBeInTheDocument());
    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
  });

  it('renders the product safety notice with the topics, marking the option that shows it (CSS, no script)', () => {
    renderContact();
    // In the HTML before any post and without JavaScript; the stylesheet shows it while the marked option is chosen
    // (tests/e2e/lead-forms.nojs.spec.ts sees it appear and disappear in a browser).
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('emergency services');
    const scope = note.parentElement!;
    expect(scope).toContainElement(screen.getByLabelText('Topic'));
    expect([...scope.querySelectorAll('option[data-notice]')].map((option) => option.getAttribute('value'))).toEqual([
      'product-safety',
    ]);
  });

  it('sends the fields to the action, toasts the reference, keeps a confirmation on the page and clears the form', async () => {
    action.mockResolvedValue({ status: 'sent', reference: 'CR-ABCDEF1234' });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(notices).toEqual([['success', 'Thank you. Your message has been sent (reference CR-ABCDEF1234).']]),
    );
    const data = action.mock.calls[0]![1];
    expect(data.get('firstName')).toBe('Ada');
    expect(data.get('topic')).toBe('general');
    expect(data.get('privacyConsent')).toBe('on');
    expect(data.has('marketingConsent')).toBe(false);
    const confirmation = screen.getByRole('status');
    expect(confirmation).toHaveTextContent('Your reference is CR-ABCDEF1234');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('puts the server field errors on their fields, and says when the connection failed', async () => {
    action.mockResolvedValueOnce({ status: 'invalid', errors: { email: 'Invalid email format!' } });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email format!')).toBeInTheDocument();
    expect(notices).toEqual([['error', LEAD_CHECK_FIELDS]]);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');

    action.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notices.at(-1)).toEqual(['error', LEAD_OFFLINE]));
  });

  it('shows a refusal of the whole submission (the rate limit) in the summary and as a toast', async () => {
    action.mockResolvedValueOnce({
      status: 'refused',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    const user = userEvent.setup();
    renderContact();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(notices).toEqual([['error', 'Too many requests. Please wait a moment and try again.']]));
    expect(screen.getByRole('group', { name: 'Your submission was not sent' })).toHaveTextContent('Too many requests');
  });
});

describe('LeadForm (grant)', () => {
  // jsdom builds a form's FormData without the chosen file, so the file checks are tested on checkLeadForm
  // (lib/forms/definitions.test.ts) and in a browser (tests/e2e/lead-forms*.spec.ts).
  it('asks for the PDF with the other fields, and sends nothing', async () => {
    const user = userEvent.setup();
    render(
      <LeadForm view={leadFormView(grantForm)} action={action} permalink="/donations-and-grants#application-form" />,
    );
    expect(screen.getByLabelText('Application (PDF)')).toHaveAttribute('accept', 'application/pdf,.pdf');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please attach your application as a PDF file.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name of your organisation.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });
});

describe('LeadForm (paper copy: fields the page gives)', () => {
  const view = leadFormView(paperCopyForm);
  const withLanguages = {
    ...view,
    fields: view.fields.map((field) =>
      field.name === 'language'
        ? {
            ...field,
            options: [
              { value: 'it', label: 'Italian' },
              { value: 'de', label: 'German' },
            ],
          }
        : field,
    ),
  };
  const renderPaperCopy = () =>
    render(
      <LeadForm
        view={withLanguages}
        action={action}
        permalink="/eifu/sample-ifu#paper-copy-heading"
        given={{ document: 'sample-ifu' }}
        initialValues={{ language: 'it', quantity: '1' }}
      />,
    );

  const fillPerson = (user: ReturnType<typeof userEvent.setup>) =>
    fill(
      user,
      { 'First name': 'Ida', 'Last name': 'Carta', Email: 'ida@example.com', 'Postal address': 'Via delle Prove 7' },
      { Country: 'Italy' },
    );

  it("offers the page's languages, starts on the document's language and one copy, and sends the document", async () => {
    action.mockResolvedValue({
      status: 'sent',
      reference: 'CR-0123456789',
      note: 'We will send it free of charge by 3 December 2026 at the latest.',
    });
    const user = userEvent.setup();
    renderPaperCopy();
    expect(screen.getByLabelText('Language of the copy')).toHaveValue('it');
    expect(screen.getByRole('option', { name: 'German' })).toBeInTheDocument();
    expect(screen.getByLabelText('Number of copies')).toHaveValue('1');
    expect(screen.queryByLabelText('Document')).not.toBeInTheDocument();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Request the paper copy' }));
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Your reference is CR-0123456789');
    expect(receipt).toHaveTextContent('by 3 December 2026 at the latest');
    const data = action.mock.calls[0]![1];
    expect(data.get('document')).toBe('sample-ifu');
    expect(data.get('language')).toBe('it');
    expect(data.get('quantity')).toBe('1');
  });

  it('says a problem with the document for the whole form, not as a link to a field the visitor cannot see', async () => {
    action.mockResolvedValueOnce({
      status: 'invalid',
      errors: { document: 'This document cannot be requested on paper. Please check the code on the label.' },
    });
    const user = userEvent.setup();
    renderPaperCopy();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Request the paper copy' }));
    const summary = await screen.findByRole('group', { name: 'Your submission was not sent' });
    expect(summary).toHaveTextContent('This document cannot be requested on paper.');
    expect(screen.queryAllByRole('link').filter((link) => summary.contains(link))).toEqual([]);
    expect(screen.getByLabelText('First name')).toHaveValue('Ida');
  });
});
