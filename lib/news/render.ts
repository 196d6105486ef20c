import 'server-only';
import { marked } from 'marked';
import { sanitizeNewsHtml } from './sanitize';

export type NewsBodyFormat = 'html' | 'markdown';

/**
 * Rendered bodies, keyed by their source text: a body that changes gets a new key, so this can never serve
 * stale HTML (unlike a cache of query results), and the news API, which reads every item on each call, does
 * not parse and sanitise the same text again and again. Cleared when it grows past a few hundred entries.
 */
const rendered = new Map<string, string>();
const MAX_ENTRIES = 500;

/**
 * The HTML of a news body, whatever it was written in. Markdown goes through marked (CommonMark + GFM, no
 * raw-HTML trust: its output is sanitised like every stored HTML body), so one allowlist decides what reaches a
 * page (links and images in Markdown keep only their text: the allowlist has neither). The first seeded items
 * are HTML and keep rendering exactly as before.
 */
export function renderNewsBody(body: string, format: string): string {
  const key = `${format === 'markdown' ? 'md' : 'html'}\u0000${body}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const html = sanitizeNewsHtml(
    format === 'markdown' ? (marked.parse(body, { async: false, gfm: true, breaks: false }) as string) : body,
  );
  if (rendered.size >= MAX_ENTRIES) rendered.clear();
  rendered.set(key, html);
  return html;
}
