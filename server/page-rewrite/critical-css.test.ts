/** @jest-environment node */
import { criticalCss } from './critical-css.mjs';

const css = [
  ':root{--ink:#14213d}',
  '.lead{font-size:1.25rem}',
  '.dialog{position:fixed}',
  '.lead:hover{color:var(--ink)}',
  '@media (min-width:1200px){.lead{font-size:1.5rem}.dialog{inset:0}}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}.lead{animation:fade 1s}',
  '@keyframes spin{to{transform:rotate(1turn)}}.dialog{animation:spin 1s}',
].join('');
const page =
  '<!DOCTYPE html><html lang="en"><head><title>About</title></head><body><main><p class="lead">Text</p></main>' +
  '<script>self.__next_f.push([1,"<div class=\\"dialog\\">"])</script></body></html>';

describe('the rules a page uses for its first paint', () => {
  // Computed while the call runs (not later): the server's page pipeline is synchronous.
  const rules = criticalCss(page, css);

  it("keeps the rules, states, media queries and keyframes of the page's own elements", () => {
    expect(rules).toContain('.lead{font-size:1.25rem}');
    expect(rules).toContain('.lead:hover{color:var(--ink)}');
    expect(rules).toContain(':root{--ink:#14213d}');
    expect(rules).toMatch(/@media \(min-width:1200px\)\{\.lead\{font-size:1.5rem\}\}/);
    expect(rules).toContain('@keyframes fade');
  });

  it('leaves out rules for elements the page does not have, even ones named in its hydration payload', () => {
    expect(rules).not.toContain('.dialog');
    expect(rules).not.toContain('spin');
  });

  it("works out the stylesheet's rules on a page with a style of its own for visitors without scripts", () => {
    // The academy pages carry one (components/shell/StreamedWithoutScripts.tsx); the rules were once that style's,
    // pruned, instead of the stylesheet's, and the page painted unstyled before jumping into place (CLS 0.77).
    const withNoscript = page.replace(
      '<main>',
      '<noscript><style>body{display:flex}.lead{order:2}</style></noscript><main>',
    );
    const noscriptRules = criticalCss(withNoscript, css);
    expect(noscriptRules).toContain('.lead{font-size:1.25rem}');
    expect(noscriptRules).not.toContain('display:flex');
  });

  it('gives up, rather than guess, on a document without a body', () => {
    expect(criticalCss('<p class="lead">Text</p>', css)).toBeUndefined();
  });
});

test('keeps the rules for a state an inline script sets on <html> before the first paint', () => {
  const banner =
    '<!DOCTYPE html><html lang="en"><head></head><body><p>Text</p><script>document.cookie.length>0||' +
    "document.documentElement.setAttribute('data-consent-pending','')</script>" +
    '<section class="banner" data-prehydration="">Cookies</section></body></html>';
  const rules = criticalCss(
    banner,
    '.banner[data-prehydration]{display:none}html[data-consent-pending] .banner[data-prehydration]{display:flex}',
  );
  expect(rules).toContain('html[data-consent-pending] .banner[data-prehydration]{display:flex}');
  expect(rules).toContain('.banner[data-prehydration]{display:none}');
});
