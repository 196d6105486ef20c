import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchOverlay, type SearchOverlayLabels } from './SearchOverlay';

const labels: SearchOverlayLabels = {
  dialog: 'Search the site',
  input: 'Search',
  placeholder: 'Search...',
  close: 'Close search',
  noResults: 'No results found',
  resultOne: '1 result',
  resultMany: '{count} results',
  hint: 'Type a device',
  pages: 'Pages',
  news: 'News',
};

const pages = [
  { title: 'Ethics & Integrity', link: '/ethics', tag: 'Ethics & Integrity, code of conduct, AdvaMed' },
  {
    title: 'ERAS',
    link: '/eras',
    description: 'Enhanced recovery after cardiac surgery.',
    tag: 'ERAS, enhanced recovery',
  },
  {
    title: 'Maladies des valves cardiaques',
    link: '/patients-and-caregivers/fr',
    tag: 'patients, heart valve disease',
    body: 'Le rétrécissement aortique',
    lang: 'fr',
  },
  { title: 'Heart valve disease', link: '/patients-and-caregivers/en', tag: 'patients, heart valve disease' },
];
const news = [
  { id: 7, title: 'ERAS update', description: 'Recovery', body: '<p>Enhanced recovery</p>', news_type: 'news' },
  { id: 8, title: 'Press about ERAS', description: 'x', body: '<p>ERAS</p>', news_type: 'press' },
];

beforeEach(() => {
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({ ok: true, json: async () => (url === '/search-index.json' ? pages : { payload: news }) }),
  ) as unknown as typeof fetch;
});

describe('SearchOverlay', () => {
  it('focuses the search box, lists matching pages as links, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SearchOverlay labels={labels} lang="en" onClose={() => undefined} />);
    const box = screen.getByPlaceholderText('Search...');
    expect(box).toHaveFocus();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/search-index.json', expect.anything()));
    await user.type(box, 'advamed');
    expect(await screen.findByRole('link', { name: /Ethics & Integrity/ })).toHaveAttribute('href', '/ethics');
    // The count is announced once typing pauses, not per keystroke.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result'));
    await user.type(box, 'zzzz');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results found'));
  });

  it('groups pages and news (news items only), and moves through them with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<SearchOverlay labels={labels} lang="en" onClose={() => undefined} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'eras');
    expect(await screen.findByRole('heading', { name: 'Pages (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'News (1)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Press about ERAS' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    // The title and its description, never the address.
    expect(screen.getByRole('link', { name: 'ERAS Enhanced recovery after cardiac surgery.' })).toHaveFocus();
    expect(screen.queryByText('/eras')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'ERAS update' })).toHaveAttribute('href', '/news-detail/7');
    expect(screen.getByRole('link', { name: 'ERAS update' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByPlaceholderText('Search...')).toHaveFocus();
  });

  it('lists results in the page language first and marks the others with their own language', async () => {
    const user = userEvent.setup();
    render(<SearchOverlay labels={labels} lang="fr" onClose={() => undefined} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'valve');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/patients-and-caregivers/fr',
      '/patients-and-caregivers/en',
    ]);
    expect(links[0]!.closest('[lang]')).toBeNull();
    expect(links[1]!.closest('li')).toHaveAttribute('lang', 'en');
    await user.clear(screen.getByPlaceholderText('Search...'));
    await user.type(screen.getByPlaceholderText('Search...'), 'eras');
    expect(await screen.findByRole('link', { name: 'ERAS update' })).toHaveAttribute('href', '/news-detail/7');
    expect(screen.getByRole('link', { name: 'ERAS update' }).closest('li')).toHaveAttribute('lang', 'en');
  });

  it('marks nothing on an English page, where every result is English', async () => {
    const user = userEvent.setup();
    render(<SearchOverlay labels={labels} lang="en" onClose={() => undefined} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'rétrécissement');
    const link = await screen.findByRole('link', { name: 'Maladies des valves cardiaques' });
    expect(link.closest('li')).toHaveAttribute('lang', 'fr');
    await user.clear(screen.getByPlaceholderText('Search...'));
    await user.type(screen.getByPlaceholderText('Search...'), 'advamed');
    expect((await screen.findByRole('link', { name: /Ethics/ })).closest('[lang]')).toBeNull();
  });

  it('closes on Escape and with the close icon', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<SearchOverlay labels={labels} lang="en" onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
