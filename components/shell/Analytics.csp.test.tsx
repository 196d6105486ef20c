import { render, waitFor } from '@testing-library/react';
import { GoogleAnalytics } from '@next/third-parties/google';
import { gaInitScript } from '@/lib/security-headers';

// The page policy allows gtag's init snippet by its hash (lib/security-headers.ts), computed from our copy of the
// snippet. If a library update changes the snippet by one character, analytics would silently stop: this fails.
beforeAll(() => {
  // jsdom has no User Timing; the component marks its use with it.
  Object.assign(performance, { mark: () => undefined });
});

it('the gtag init snippet the library inserts is exactly the one whose hash the policy allows', async () => {
  render(<GoogleAnalytics gaId="G-TEST123" />);
  await waitFor(() => expect(document.getElementById('_next-ga-init')).not.toBeNull());
  expect(document.getElementById('_next-ga-init')!.textContent).toBe(gaInitScript('G-TEST123'));
});
