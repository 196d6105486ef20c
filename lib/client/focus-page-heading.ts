'use client';

/**
 * Moves focus to the page's main heading, for a dialog that closes with no control to give focus back to (it
 * opened by itself): otherwise focus drops to the document and a keyboard or screen-reader user starts over.
 */
export function focusPageHeading() {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // After the dialog's own clean-up has run (it closes in a layout effect).
  requestAnimationFrame(() => heading.focus());
}
