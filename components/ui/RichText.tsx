import { Fragment, type ReactNode } from 'react';
import { SiteLink } from './SiteLink';

export { isExternalHref } from './SiteLink';

/**
 * Renders the two inline marks of typed content: **bold** and [label](href). Anything else is plain text, so
 * content can never inject markup.
 */
const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={index}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        <SiteLink key={index} href={href}>
          {label}
        </SiteLink>,
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Every link target written in a piece of inline text. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].flatMap((match) => (match[3] ? [match[3]] : []));
}

export function RichText({ text }: { text: string }) {
  return <Fragment>{parseInline(text)}</Fragment>;
}
