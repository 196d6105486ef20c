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

beforeEach(() => window.history.replaceState(null, '', '/patients-and-caregivers/en'));

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
});
