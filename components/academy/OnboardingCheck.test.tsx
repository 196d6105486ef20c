import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The learner's profile says they have not onboarded; the modal is a stand-in that finishes or is dismissed.
jest.mock('@/lib/api/hooks', () => ({
  useMe: () => ({
    data: { id: 'l1', first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com', onboarded: false },
  }),
}));
jest.mock('./OnboardingModal', () => ({
  OnboardingModal: ({ onDone, onClose }: { onDone: () => void; onClose: () => void }) => (
    <div role="dialog" aria-label="Welcome">
      <button type="button" onClick={onDone}>
        Submit
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  ),
}));

import { OnboardingCheck } from './OnboardingCheck';

function page(onClose = () => undefined) {
  return render(
    <>
      <main>
        <h1>Welcome, Grace</h1>
      </main>
      <OnboardingCheck onClose={onClose} />
    </>,
  );
}

describe('OnboardingCheck', () => {
  it.each(['Submit', 'Close'])(
    'gives focus to the page heading when the modal goes (%s): it opened by itself, so no opener takes it back',
    async (control) => {
      const user = userEvent.setup();
      page();
      await user.click(screen.getByRole('button', { name: control }));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    },
  );
});
