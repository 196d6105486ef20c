import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SearchLauncher } from './SearchLauncher';
import type { SearchOverlayLabels } from './SearchOverlay';

const labels = {} as SearchOverlayLabels;

describe('the header search control', () => {
  // The server's HTML is written into the page by hand here, outside Testing Library's own clean-up.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a plain link to the /search page in the server HTML, so a tap before hydration reaches search', () => {
    document.body.innerHTML = renderToString(<SearchLauncher buttonLabel="Search" labels={labels} lang="en" />);
    const link = document.querySelector('a');
    expect(link).toHaveAttribute('href', '/search');
    expect(link).not.toHaveAttribute('role');
    expect(link).toHaveTextContent('Search');
  });

  it('is a button opening the overlay once hydrated, still with the page as its address', () => {
    render(<SearchLauncher buttonLabel="Search" labels={labels} lang="en" />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('href', '/search');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
