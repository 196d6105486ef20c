import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsent, type CookieConsentLabels } from './CookieConsent';
import { CookieSettingsButton } from './CookieSettingsButton';

const labels: CookieConsentLabels = {
  title: 'Cookies on this site',
  body: 'We use cookies.',
  policy: 'Read our cookie policy',
  accept: 'Accept',
  decline: 'Decline',
  close: 'Close',
};

function clearCookies() {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

function cookieValue(name: string) {
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split('=')[1];
}

beforeEach(clearCookies);

describe('CookieConsent', () => {
  it.each([
    ['Accept', 'accept'],
    ['Decline', 'declined'],
    ['Close', 'close'],
  ])('%s stores cookies=%s and hides the banner', async (button, value) => {
    const user = userEvent.setup();
    render(<CookieConsent labels={labels} />);
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: button }));
    expect(cookieValue('cookies')).toBe(value);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
  });

  it('does not show the banner when a choice exists; Cookie settings in the footer reopens it', async () => {
    document.cookie = 'cookies=close; path=/';
    const user = userEvent.setup();
    render(
      <>
        <CookieConsent labels={labels} />
        <footer>
          <CookieSettingsButton label="Cookie settings" />
        </footer>
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    const settings = screen.getByRole('contentinfo').querySelector('button')!;
    expect(settings).toHaveAccessibleName('Cookie settings');
    await user.click(settings);
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    expect(banner).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(cookieValue('cookies')).toBe('accept');
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull();
    // Focus goes back to the button the banner was reopened from.
    expect(settings).toHaveFocus();
  });

  it('Decline removes existing Google Analytics cookies', async () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_ABC123=GS1.1.456; path=/';
    document.cookie = 'other=keep; path=/';
    const user = userEvent.setup();
    render(<CookieConsent labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(cookieValue('_ga')).toBeUndefined();
    expect(cookieValue('_ga_ABC123')).toBeUndefined();
    expect(cookieValue('other')).toBe('keep');
  });

  it('treats an unknown cookie value as no choice', () => {
    document.cookie = 'cookies=maybe; path=/';
    render(<CookieConsent labels={labels} />);
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  });
});
