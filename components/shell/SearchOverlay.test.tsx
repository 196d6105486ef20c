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
  { title: 'ERAS', link: '/eras', tag: 'ERAS, enhanced recovery' },
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
    render(<SearchOverlay labels={labels} onClose={() => undefined} />);
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
    render(<SearchOverlay labels={labels} onClose={() => undefined} />);
    await user.type(screen.getByPlaceholderText('Search...'), 'eras');
    expect(await screen.findByRole('heading', { name: 'Pages (1)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'News (1)' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Press about ERAS' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'ERAS /eras' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'ERAS update' })).toHaveAttribute('href', '/news-detail/7');
    expect(screen.getByRole('link', { name: 'ERAS update' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByPlaceholderText('Search...')).toHaveFocus();
  });

  it('closes on Escape and with the close icon', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<SearchOverlay labels={labels} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
