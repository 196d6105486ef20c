import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileMenu, type MobileMenuLabels } from './MobileMenu';
import { setLearner } from '@/lib/client/learner-store';
import type { NavItem } from '@/lib/navigation';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const labels: MobileMenuLabels = {
  open: 'Open menu',
  close: 'Close menu',
  navigation: 'Mobile',
  back: 'Back',
  openSubmenu: 'Show the {label} submenu',
  followUs: 'Follow us',
  newTab: '(opens in a new tab)',
  logout: 'Logout',
};

// Four levels deep, plus a fifth that must not be reachable.
const deep: NavItem[] = [
  {
    label: 'Devices',
    href: '/devices',
    children: [
      {
        label: 'Aortic',
        href: '/devices/aortic',
        children: [
          {
            label: 'Perceval',
            href: '/devices/aortic/perceval',
            children: [
              {
                label: 'US edition',
                href: '/devices/aortic/US/perceval',
                children: [{ label: 'Too deep', href: '/x' }],
              },
            ],
          },
        ],
      },
    ],
  },
  { label: 'Contact us', href: '/contact-us' },
];
const extras: NavItem[] = [
  { label: 'Media Library', href: '/media-library' },
  { label: 'News', href: '/news' },
  { label: 'Careers', href: '/careers' },
];
const social = [
  { network: 'twitter', label: 'X (Twitter)', href: 'https://twitter.com/x' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://linkedin.com/x' },
  { network: 'youtube', label: 'YouTube', href: 'https://youtube.com/x' },
  { network: 'facebook', label: 'Facebook', href: 'https://facebook.com/x' },
  { network: 'instagram', label: 'Instagram', href: 'https://instagram.com/x' },
] as const;

function renderMenu() {
  return render(<MobileMenu items={deep} extras={extras} social={social} labels={labels} />);
}

afterEach(() => {
  pathname = '/';
  setLearner(null);
});

describe('MobileMenu', () => {
  it('opens as a dialog with the extras and the five follow-us links, and closes with the close button', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Mobile' });
    for (const name of ['Media Library', 'News', 'Careers'])
      expect(within(dialog).getByRole('link', { name })).toBeVisible();
    for (const name of ['X (Twitter)', 'LinkedIn', 'YouTube', 'Facebook', 'Instagram']) {
      expect(within(dialog).getByRole('link', { name: (accessible) => accessible.startsWith(name) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(within(dialog).queryByRole('button', { name: 'Logout' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('drills down four levels and back, and never offers a fifth', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Show the Devices submenu' }));
    await user.click(screen.getByRole('button', { name: 'Show the Aortic submenu' }));
    await user.click(screen.getByRole('button', { name: 'Show the Perceval submenu' }));
    expect(screen.getByRole('link', { name: 'US edition' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show the US edition submenu' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('link', { name: 'Perceval' })).toBeVisible();
  });

  it('opens as a native modal dialog (the browser keeps focus inside) and closes on Escape', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Logout only to a signed-in learner on an academy page', async () => {
    const user = userEvent.setup();
    setLearner({ id: 'learner-1' });
    pathname = '/about';
    const { unmount } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    unmount();
    pathname = '/academy/courses';
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
