import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { AwarenessTabs, type TopicPanels } from './AwarenessTabs';

const topics: TopicPanels[] = (['aortic', 'mitral'] as const).map((topic) => ({
  topic,
  label: `${topic} valve`,
  chaptersLabel: `${topic}: chapters`,
  tabs: ['heart', 'treatment'].map((slug) => ({
    slug,
    title: `${topic} ${slug}`,
    panel: <p>{`${topic} ${slug} text`}</p>,
  })),
}));

const tabs = <AwarenessTabs topics={topics} topicsLabel="Choose a topic" printLabel="Print" anchors={{}} />;

/** A phone (one column of stacked tabs) or a wider screen. */
function setStacked(stacked: boolean) {
  window.matchMedia = jest.fn().mockImplementation(() => ({
    matches: stacked,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  setStacked(false);
  window.history.replaceState(null, '', '/patients-and-caregivers/en');
});

describe('AwarenessTabs before hydration and without scripts', () => {
  // The server's HTML is written into the page by hand here, outside Testing Library's own clean-up.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('are links to every chapter of both topics, each chapter in the HTML under that id', () => {
    document.body.innerHTML = renderToString(tabs);
    const hrefs = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '#aortic-heart',
      '#mitral-heart',
      '#aortic-heart',
      '#aortic-treatment',
      '#mitral-heart',
      '#mitral-treatment',
    ]);
    for (const id of ['aortic-heart', 'aortic-treatment', 'mitral-heart', 'mitral-treatment'])
      expect(document.querySelector(`section#${id}`)).toHaveTextContent(`${id.replace('-', ' ')} text`);
    expect(document.querySelector('[role], [hidden]')).toBeNull();
  });
});

describe('AwarenessTabs once hydrated', () => {
  it('is a tab list of links; a click selects without leaving the page and puts the chapter in the hash', async () => {
    const user = userEvent.setup();
    render(tabs);
    const treatment = screen.getByRole('tab', { name: 'aortic treatment' });
    expect(treatment).toHaveAttribute('href', '#aortic-treatment');
    await user.click(treatment);
    expect(treatment).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'aortic treatment' })).toBeVisible();
    expect(window.location.hash).toBe('#aortic-treatment');
    await user.click(screen.getByRole('button', { name: 'mitral valve' }));
    expect(screen.getByRole('tabpanel', { name: 'mitral heart' })).toBeVisible();
  });

  it('opens the chapter linked (or tapped before hydration)', () => {
    window.history.replaceState(null, '', '#mitral-treatment');
    render(tabs);
    expect(screen.getByRole('tab', { name: 'mitral treatment' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stacked on a phone, is a vertical tab list that Up and Down move through', async () => {
    setStacked(true);
    const user = userEvent.setup();
    render(tabs);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    screen.getByRole('tab', { name: 'aortic heart' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'aortic treatment' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'aortic treatment' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'aortic heart' })).toHaveFocus();
  });

  it('side by side on a wider screen, is horizontal: Down is left to the page', async () => {
    const user = userEvent.setup();
    render(tabs);
    expect(screen.getByRole('tablist')).not.toHaveAttribute('aria-orientation');
    screen.getByRole('tab', { name: 'aortic heart' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'aortic heart' })).toHaveFocus();
  });
});
