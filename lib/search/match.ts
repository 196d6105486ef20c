/**
 * The site search matcher (SPEC 5): a case-insensitive substring test on each entry's tag string. An empty
 * term or a lone comma finds nothing. Kept free of imports so the overlay can load it on its own.
 */
export interface SearchEntry {
  title: string;
  /** Route path of the result. */
  link: string;
  /** One comma-separated keyword string. */
  tag: string;
}

export function normaliseTerm(term: string): string {
  const trimmed = term.trim().toLowerCase();
  return trimmed === ',' ? '' : trimmed;
}

export function searchEntries(entries: readonly SearchEntry[], term: string): SearchEntry[] {
  const needle = normaliseTerm(term);
  if (!needle) return [];
  const matches = entries.filter((entry) => entry.tag.toLowerCase().includes(needle));
  // Pages named after the term come first (a device page before the pages that mention it); order is kept otherwise.
  const named = (entry: SearchEntry) => (entry.title.toLowerCase().includes(needle) ? 0 : 1);
  return matches.map((entry, index) => ({ entry, index })).sort((a, b) => named(a.entry) - named(b.entry) || a.index - b.index).map(({ entry }) => entry);
}
