import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * News bodies are stored as markup. Before one reaches a page it goes through sanitize-html (a real HTML parser,
 * so unterminated or malformed tags cannot slip past as they do past pattern matching) and keeps only a small
 * allowlist of tags without attributes: no scripts, styles, links, images or event handlers.
 */
const NEWS_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br'],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'title'],
};

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_POLICY);
}
