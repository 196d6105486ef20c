import type { Metadata } from 'next';

/** The site's icon: a valve in the brand colours. public/icon.svg is the same file (lib/brand-icon.test.ts). */
export const brandIconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#0b2a5b"/>' +
  '<circle cx="18" cy="18" r="12" fill="none" stroke="#fff" stroke-width="3"/><path d="M18 18 10.5 13M18 18l7.5-5M18 ' +
  '18v9" stroke="#ff5a72" stroke-width="3" stroke-linecap="round"/></svg>';

/**
 * Every page carries the icon as a data URL. A linked icon is one more request that browsers make while the page
 * is still painting (Lighthouse counts it against the largest paint: bench/RESULTS.md, "Paint"); the SVG is 300
 * bytes, less than that request's headers. /icon.svg still answers for anything that asks for it by address.
 */
export const brandIcons: Metadata['icons'] = {
  icon: [{ url: `data:image/svg+xml,${encodeURIComponent(brandIconSvg)}`, type: 'image/svg+xml' }],
};
