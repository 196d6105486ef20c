import 'server-only';
import { marked } from 'marked';
import { sanitizeNewsHtml } from './sanitize';

export type NewsBodyFormat = 'html' | 'markdown';

/**
 * The HTML of a news body, whatever it was written in. Markdown goes through marked (CommonMark + GFM, no
 * raw-HTML trust: its output is sanitised like every stored HTML body), so one allowlist decides what reaches a
 * page (links and images in Markdown keep only their text: the allowlist has neither). The first seeded items
 * are HTML and keep rendering exactly as before.
 */
export function renderNewsBody(body: string, format: string): string {
  const html = format === 'markdown' ? (marked.parse(body, { async: false, gfm: true, breaks: false }) as string) : body;
  return sanitizeNewsHtml(html);
}
