/**
 * For visitors without JavaScript on pages with a loading state (`loading.tsx`). React sends such a page's
 * content after its loading indicator, in a hidden element that an inline script swaps into place; without
 * scripts the swap never runs and the page would say "Loading…" for ever. These rules, which only a browser
 * without scripts applies, hide the indicator and show the content where it arrived (at the end of the page,
 * below the footer), so the page is complete and its forms work. The selectors are React's streaming markup: a pending
 * boundary is a `<template id="B:n">` followed by its fallback, its content a `<div hidden id="S:n">`.
 */
const css = 'template[id^="B:"]+*{display:none!important}div[hidden][id^="S:"]{display:block!important}';

export function StreamedWithoutScripts() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
