import { Fragment, type ReactNode } from 'react';
import { inlineSegments } from '@/lib/content/inline';
import { SiteLink } from './SiteLink';

/** Draws the link to reference `number`; `at` is where the citation stands in the text (its segment's offset). */
type Reference = (number: number, at: number) => ReactNode;

/**
 * Renders the inline marks of typed content (lib/content/inline.ts). Anything else is plain text, so content can
 * never inject markup. A citation [^n] needs `reference`, which draws the link to reference n; without it the
 * citation stays as written.
 */
function renderInline(text: string, reference?: Reference): ReactNode[] {
  return inlineSegments(text).map((segment) => {
    if (segment.kind === 'bold') return <strong key={segment.index}>{segment.text}</strong>;
    if (segment.kind === 'link') {
      return (
        <SiteLink key={segment.index} href={segment.href}>
          {segment.label}
        </SiteLink>
      );
    }
    if (segment.kind === 'ref')
      return (
        <Fragment key={segment.index}>
          {reference ? reference(segment.number, segment.index) : `[^${segment.number}]`}
        </Fragment>
      );
    return segment.text;
  });
}

export function RichText({ text, reference }: { text: string; reference?: Reference }) {
  return <Fragment>{renderInline(text, reference)}</Fragment>;
}
