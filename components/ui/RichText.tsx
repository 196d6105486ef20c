import { Fragment, type ReactNode } from 'react';
import { inlineSegments } from '@/lib/content/inline';
import { SiteLink } from './SiteLink';

/** Renders the inline marks of typed content (lib/content/inline.ts). Anything else is plain text, so content can never inject markup. */
function renderInline(text: string): ReactNode[] {
  return inlineSegments(text).map((segment) => {
    if (segment.kind === 'bold') return <strong key={segment.index}>{segment.text}</strong>;
    if (segment.kind === 'link') {
      return (
        <SiteLink key={segment.index} href={segment.href}>
          {segment.label}
        </SiteLink>
      );
    }
    return segment.text;
  });
}

export function RichText({ text }: { text: string }) {
  return <Fragment>{renderInline(text)}</Fragment>;
}
