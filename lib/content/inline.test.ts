/** @jest-environment node */
import { inlineSegments, linksIn } from './inline';

describe('inline grammar of typed content', () => {
  it('cuts text into plain runs, bold and links, in order', () => {
    expect(inlineSegments('See **this** and [the policy](/privacy).')).toEqual([
      { kind: 'text', text: 'See ', index: 0 },
      { kind: 'bold', text: 'this', index: 4 },
      { kind: 'text', text: ' and ', index: 12 },
      { kind: 'link', label: 'the policy', href: '/privacy', index: 17 },
      { kind: 'text', text: '.', index: 39 },
    ]);
  });

  it('leaves anything else as plain text, markup included', () => {
    expect(inlineSegments('<b>x</b> [no link] (here)')).toEqual([
      { kind: 'text', text: '<b>x</b> [no link] (here)', index: 0 },
    ]);
  });

  it('lists the link targets', () => {
    expect(linksIn('[a](/a) **b** [c](mailto:c@example.com)')).toEqual(['/a', 'mailto:c@example.com']);
  });
});
