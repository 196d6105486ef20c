/**
 * Plain text of a news body, for matching search terms and for descriptions. It is never rendered as HTML, so a
 * tag-stripping pattern is enough here and keeps the search overlay free of an HTML parser; rendering goes
 * through sanitizeNewsHtml (lib/news/sanitize.ts).
 */
export function stripMarkup(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
