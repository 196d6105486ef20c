/** @jest-environment node */
import { MAX_SEARCH_TERM_LENGTH, readSearchTerm, searchRewrite } from './query';

describe('the search page address', () => {
  it('sends a query with q to the results route, keeping the rest of the query', () => {
    expect(searchRewrite(new URLSearchParams('q=perceval'))).toBe('/search/results?q=perceval');
    expect(searchRewrite(new URLSearchParams('q='))).toBe('/search/results?q=');
    expect(searchRewrite(new URLSearchParams('q=a b&_rsc=1x2y'))).toBe('/search/results?q=a+b&_rsc=1x2y');
  });

  it('keeps /search static without q', () => {
    expect(searchRewrite(new URLSearchParams())).toBeUndefined();
    expect(searchRewrite(new URLSearchParams('utm_source=x'))).toBeUndefined();
  });
});

describe('the search term', () => {
  it('is the trimmed first value', () => {
    expect(readSearchTerm('  Perceval ')).toEqual({ term: 'Perceval' });
    expect(readSearchTerm(['memo', 'haart'])).toEqual({ term: 'memo' });
  });

  it('asks for a word when missing, blank or a lone comma', () => {
    for (const q of [undefined, '', '   ', ',', []]) expect(readSearchTerm(q)).toEqual({ term: '', problem: 'empty' });
  });

  it('refuses a term longer than any title', () => {
    expect(readSearchTerm('x'.repeat(MAX_SEARCH_TERM_LENGTH))).toEqual({ term: 'x'.repeat(MAX_SEARCH_TERM_LENGTH) });
    expect(readSearchTerm('x'.repeat(MAX_SEARCH_TERM_LENGTH + 1))).toEqual({ term: '', problem: 'too-long' });
  });
});
