/**
 * News bodies are stored as markup. Before it reaches a page it is reduced to a small allowlist of tags without
 * attributes, so a body can never carry scripts, styles, links or event handlers.
 */
const ALLOWED = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

export function sanitizeNewsHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-zA-Z0-9]+)\b[^>]*>/g, (tag, name: string) => {
      const lower = name.toLowerCase();
      if (!ALLOWED.has(lower)) return '';
      return tag.startsWith('</') ? `</${lower}>` : lower === 'br' ? '<br>' : `<${lower}>`;
    });
}

/** Plain text of a body, for search and descriptions. */
export function stripMarkup(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
}
