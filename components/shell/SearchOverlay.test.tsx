import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchOverlay, type SearchOverlayLabels } from './SearchOverlay';

const labels: SearchOverlayLabels = {
  dialog: 'Search the site',
  input: 'Search',
  placeholder: 'Search...',
  close: 'Close search',
  noResults: 'No results found',
  hint: 'Type a device',
};

beforeEach(() => {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: async () => [
      { title: 'Ethics & Integrity', link: '/ethics', tag: 'Ethics & Integrity, code of conduct, AdvaMed' },
      { title: 'ERAS', link: '/eras', tag: 'ERAS, enhanced recovery' },
    ],
  }) as unknown as typeof fetch;
});

describe('SearchOverlay', () => {
  it('focuses the search box, lists matching pages as links, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SearchOverlay labels={labels} onClose={() => undefined} />);
    const box = screen.getByPlaceholderText('Search...');
    expect(box).toHaveFocus();
    await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/search-index.json'));
    await user.type(box, 'advamed');
    expect(await screen.findByRole('link', { name: /Ethics & Integrity/ })).toHaveAttribute('href', '/ethics');
    await user.clear(box);
    await user.type(box, 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
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
