import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopMenu } from './DesktopMenu';
import type { NavItem } from '@/lib/navigation';

const items: NavItem[] = [
  {
    label: 'About us',
    href: '/about',
    children: [
      { label: 'Values', href: '/about#values' },
      { label: 'Ethics & Integrity', href: '/ethics' },
    ],
  },
  { label: 'Contact us', href: '/contact-us' },
];

function submenuOf(name: string) {
  return screen.getByRole('link', { name }).nextElementSibling as HTMLElement;
}

describe('DesktopMenu', () => {
  it('opens a submenu on hover and closes it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<DesktopMenu items={items} label="Main" newTabLabel="(new tab)" />);
    const about = screen.getByRole('link', { name: 'About us' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.hover(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(submenuOf('About us')).toHaveAttribute('data-open', 'true');
    await user.unhover(about.parentElement!);
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays closed on keyboard focus, opens with ArrowDown, and closes on Escape with focus back on the parent', async () => {
    const user = userEvent.setup();
    render(<DesktopMenu items={items} label="Main" newTabLabel="(new tab)" />);
    await user.tab();
    const about = screen.getByRole('link', { name: 'About us' });
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-expanded', 'false');
    // Closed submenus are inert, so Tab goes to the next top link (checked in a real browser by the e2e suite).
    expect(submenuOf('About us')).toHaveAttribute('inert');
    await user.keyboard('{ArrowDown}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Values' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the submenu with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<DesktopMenu items={items} label="Main" newTabLabel="(new tab)" />);
    await user.tab();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Values' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Ethics & Integrity' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
  });

  it('closes when focus leaves the item', async () => {
    const user = userEvent.setup();
    render(<DesktopMenu items={items} label="Main" newTabLabel="(new tab)" />);
    await user.tab();
    await user.tab({ shift: false });
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-expanded', 'false');
  });
});
