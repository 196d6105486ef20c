/**
 * The inline grammar of typed content: **bold**, [label](href) and, on the awareness pages, [^n] (a citation of
 * reference n), nothing else. It lives here, not in the
 * component that renders it, because the content tests and any other reader (search, documents) need the same
 * reading of the same text.
 */
type InlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'ref'; number: number };

const TOKEN = /\*\*(.+?)\*\*|\[\^(\d+)\]|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The text cut into plain runs and marks, in order; with `index` the offset where each segment starts. */
export function inlineSegments(text: string): (InlineSegment & { index: number })[] {
  const segments: (InlineSegment & { index: number })[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index), index: last });
    const [, bold, reference, label, href] = match;
    if (bold !== undefined) segments.push({ kind: 'bold', text: bold, index });
    else if (reference !== undefined) segments.push({ kind: 'ref', number: Number(reference), index });
    else if (label !== undefined && href !== undefined) segments.push({ kind: 'link', label, href, index });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last), index: last });
  return segments;
}

/** Every link target written in a piece of inline text. */
export const linksIn = (text: string): string[] =>
  inlineSegments(text).flatMap((segment) => (segment.kind === 'link' ? [segment.href] : []));
