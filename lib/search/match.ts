/**
 * The site search matcher (requirements §5). Pages: a case-insensitive substring test on each entry's tag string. News:
 * items of news_type "news" only, on title, description and body with markup stripped. An empty term or a lone
 * comma finds nothing. Kept small (one pure import), so the overlay can load it on its own.
 */
import { stripMarkup } from '../news/plain-text';

export interface SearchEntry {
  title: string;
  /** Route path of the result. */
  link: string;
  /** One comma-separated keyword string. */
  tag: string;
}

export interface NewsSearchItem {
  id: number;
  title: string;
  description: string;
  body: string;
  news_type: string;
}

export interface NewsEntry {
  id: number;
  title: string;
  /** Lower-cased title, description and body without markup, prepared once. */
  text: string;
}

function normaliseTerm(term: string): string {
  const trimmed = term.trim().toLowerCase();
  return trimmed === ',' ? '' : trimmed;
}

export function searchEntries(entries: readonly SearchEntry[], term: string): SearchEntry[] {
  const needle = normaliseTerm(term);
  if (!needle) return [];
  const matches = entries.filter((entry) => entry.tag.toLowerCase().includes(needle));
  // Pages named after the term come first (a device page before the pages that mention it); order is kept otherwise.
  const named = (entry: SearchEntry) => (entry.title.toLowerCase().includes(needle) ? 0 : 1);
  return matches
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => named(a.entry) - named(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Prepares news for searching: only items of type "news", markup stripped from the body. */
export function prepareNews(items: readonly NewsSearchItem[]): NewsEntry[] {
  return items
    .filter((item) => item.news_type === 'news')
    .map((item) => ({
      id: item.id,
      title: item.title,
      text: stripMarkup(`${item.title} ${item.description} ${item.body}`).toLowerCase(),
    }));
}

export function searchNews(entries: readonly NewsEntry[], term: string): NewsEntry[] {
  const needle = normaliseTerm(term);
  return needle ? entries.filter((entry) => entry.text.includes(needle)) : [];
}
