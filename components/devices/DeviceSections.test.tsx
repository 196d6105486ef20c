import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { DeviceSections, type DeviceSection } from './DeviceSections';

function setWide(wide: boolean) {
  window.matchMedia = jest.fn().mockImplementation(() => ({
    matches: wide,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const sections: DeviceSection[] = [
  { id: 'features', label: 'Features', content: <p>Feature text</p> },
  { id: 'performance', label: 'Performance', content: <p>Performance text</p> },
  { id: 'references', label: 'References', content: <p>Reference list</p> },
  { id: 'brochures', label: 'Brochures', content: <button type="button">Download</button> },
  { id: 'safety', label: 'Safety information', content: <p>Safety text</p> },
];

function renderSections() {
  return render(
    <DeviceSections
      sections={sections}
      menuLabel="Solo Smart sections"
      closeLabel="Close"
      links={<a href="https://example.com/contact">Contact us</a>}
    />,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/devices/aortic/solo-smart'));

describe('DeviceSections before hydration and without scripts', () => {
  // The server's HTML is written into the page by hand here, outside Testing Library's own clean-up.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are links to every section, each in the HTML under its own id, with no script-only roles', () => {
    document.body.innerHTML = renderToString(
      <DeviceSections sections={sections} menuLabel="Solo Smart sections" closeLabel="Close" links={null} />,
    );
    const links = [...document.querySelectorAll('nav a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(sections.map((section) => `#${section.id}`));
    for (const section of sections) {
      expect(document.querySelector(`section#${section.id}`)?.querySelector('h2')?.textContent).toBe(section.label);
    }
    expect(document.body).toHaveTextContent('Safety text');
    expect(document.querySelector('[role], [hidden]')).toBeNull();
  });
});

describe('DeviceSections on wide screens', () => {
  beforeEach(() => setWide(true));

  it('is a tab list in no navigation landmark (tabs are not navigation)', () => {
    renderSections();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the first section initially as a tab panel', () => {
    renderSections();
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Features' })).toHaveTextContent('Feature text');
    expect(screen.queryByText('Performance text')).not.toBeVisible();
  });

  it('switches with a click and puts the section in the URL hash', async () => {
    const user = userEvent.setup();
    renderSections();
    await user.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByRole('tabpanel', { name: 'Performance' })).toBeVisible();
    expect(window.location.hash).toBe('#performance');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    renderSections();
    screen.getByRole('tab', { name: 'Features' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Performance' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Safety information' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Features' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Safety information' })).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('opens the section named in the hash', () => {
    window.history.replaceState(null, '', '#references');
    renderSections();
    expect(screen.getByRole('tab', { name: 'References' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('DeviceSections on small screens', () => {
  beforeEach(() => setWide(false));

  it('opens a section as a full-screen dialog and closes it with the close control or Escape', async () => {
    const user = userEvent.setup();
    renderSections();
    expect(screen.queryByRole('tablist')).toBeNull();
    const opener = screen.getByRole('button', { name: /Performance/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Performance' });
    expect(dialog).toHaveTextContent('Performance text');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /Safety information/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the section linked (or tapped before hydration) as its dialog', () => {
    window.history.replaceState(null, '', '#references');
    renderSections();
    expect(screen.getByRole('dialog', { name: 'References' })).toHaveTextContent('Reference list');
  });

  it('opens the section as a native modal dialog, which keeps focus inside in the browser', async () => {
    const user = userEvent.setup();
    renderSections();
    await user.click(screen.getByRole('button', { name: /Brochures/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
  });
});
