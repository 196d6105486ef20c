/**
 * The search page's address rules. No imports: the request gate applies them on every request
 * (tests/unit/proxy-imports.test.ts), and the search page reads the term with them.
 */

export const SEARCH_PATH = '/search';

/** The per-request route that renders results (app/(site)/search/results); /search alone is the static form. */
export const SEARCH_RESULTS_PATH = '/search/results';

/** Longer than any title or reference code in the index; a longer term is refused, not searched. */
export const MAX_SEARCH_TERM_LENGTH = 100;

/**
 * `/search?q=perceval` is rendered on the results route. The whole query goes along (the page reads only `q`):
 * Next's own parameters, such as the `_rsc` of a client navigation, must survive the rewrite.
 */
export function searchRewrite(search: URLSearchParams): string | undefined {
  if (!search.has('q')) return undefined;
  return `${SEARCH_RESULTS_PATH}?${search.toString()}`;
}

export type SearchTerm = { term: string } | { term: ''; problem: 'empty' | 'too-long' };

/** The term of a `q` parameter as Next hands it to a page: the first value, trimmed; too long or missing is refused. */
export function readSearchTerm(q: string | string[] | undefined): SearchTerm {
  const raw = (Array.isArray(q) ? q[0] : q) ?? '';
  const term = raw.trim();
  if (!term || term === ',') return { term: '', problem: 'empty' };
  if (term.length > MAX_SEARCH_TERM_LENGTH) return { term: '', problem: 'too-long' };
  return { term };
}
