import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/errors';

const onBoard = jest.fn();
const notices: [string, string][] = [];
jest.mock('@/lib/api/endpoints', () => ({ endpoints: { onBoard: (...args: unknown[]) => onBoard(...args) } }));
jest.mock('@/lib/notify', () => ({
  notify: {
    success: (message: string) => notices.push(['success', message]),
    error: (message: string) => notices.push(['error', message]),
  },
}));

import { OnboardingModal } from './OnboardingModal';

const profile = {
  id: 'u1',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  country: null,
  onboarded: false,
};

beforeEach(() => {
  notices.length = 0;
  onBoard.mockReset();
  localStorage.clear();
});

function renderModal() {
  const onDone = jest.fn();
  render(<OnboardingModal profile={profile} onDone={onDone} onClose={() => undefined} />);
  return { user: userEvent.setup(), onDone };
}

describe('OnboardingModal', () => {
  it('is pre-filled from the account and links the academy privacy policy', () => {
    renderModal();
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Last name')).toHaveValue('Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.getByRole('link', { name: 'academy privacy policy' })).toHaveAttribute('href', '/privacyacademy');
    expect(screen.getByText(/thank-you e-mail confirms your submission; if none arrives/)).toBeVisible();
  });

  it('shows the spec messages and sends nothing while the form is invalid', async () => {
    const { user } = renderModal();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByText('Email is required!')).toBeVisible();
    expect(screen.getByText("You must declare that you have read the product's Privacy Policy")).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'grace@');
    await user.tab();
    expect(await screen.findByText('Invalid email format!')).toBeVisible();
    expect(onBoard).not.toHaveBeenCalled();
  });

  it('on success sends the requirements §7 payload, toasts, remembers the onboarding and closes', async () => {
    onBoard.mockResolvedValue({
      success: true,
      code: 200,
      payload: { id: 's1', onboarded: true },
      description: 'ok',
      count: 1,
    });
    const { user, onDone } = renderModal();
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onBoard).toHaveBeenCalledWith({
      first_name: 'Grace',
      last_name: 'Hopper',
      country: 'Canada',
      email: 'grace@example.com',
      privacy_policy: true,
      marketing_consent: false,
    });
    expect(notices).toEqual([['success', 'Form has been submitted Successfully!']]);
    expect(localStorage.getItem('academy_boarding')).toBe('true');
  });

  it('on failure says so, keeps the form open and does not mark the learner onboarded', async () => {
    onBoard.mockRejectedValue(new ApiError(500, 'boom'));
    const { user, onDone } = renderModal();
    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await user.click(screen.getByRole('checkbox', { name: /I declare/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notices).toEqual([['error', 'Something went wrong! Try again later.']]));
    expect(onDone).not.toHaveBeenCalled();
    expect(localStorage.getItem('academy_boarding')).toBeNull();
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});
