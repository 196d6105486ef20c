/**
 * For visitors without JavaScript on pages with a loading state (`loading.tsx`). React sends such a page's
 * content after its loading indicator, in a hidden element that an inline script swaps into place; without
 * scripts the swap never runs and the page would say "Loading…" for ever. These rules, which only a browser
 * without scripts applies, hide the indicator and show the content above the site footer, so the page is complete
 * and its forms work. The selectors are React's streaming markup: a pending boundary is a `<template id="B:n">`
 * followed by its fallback, its content a `<div hidden id="S:n">` at the end of the body.
 */
const css =
  'template[id^="B:"]+*{display:none!important}' +
  // Put the content back between the page's main area and the site footer: the shell's wrapper gives up its own box
  // so the footer and the late content become siblings that flex order can arrange.
  'body{display:flex;flex-direction:column}#app-root{display:contents}#app-root>footer{order:2}' +
  'div[hidden][id^="S:"]{display:block!important;order:1}';

export function StreamedWithoutScripts() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
