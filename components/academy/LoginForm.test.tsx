import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/errors';

const login = jest.fn();
jest.mock('@/lib/api/endpoints', () => ({ endpoints: { login: (...args: unknown[]) => login(...args) } }));

import { LoginForm } from './LoginForm';

beforeEach(() => login.mockReset());

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  render(<LoginForm next="/academy" action={async (state) => state} />);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    await submit('', '');
    expect(await screen.findByText('Email is required!')).toBeVisible();
    expect(screen.getByText('Password is required.')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server’s message for too many attempts, with the wait time', async () => {
    login.mockRejectedValue(
      new ApiError(429, 'Too many requests', {
        success: false,
        code: 429,
        payload: null,
        count: 0,
        description: 'Too many sign-in attempts. Please try again in 42 seconds.',
      }),
    );
    await submit('lee@example.com', 'a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Please try again in 42 seconds.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('says so when the academy cannot be reached', async () => {
    login.mockRejectedValue(new ApiError(0, 'Network Error'));
    await submit('lee@example.com', 'a long password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
  });
});
