/**
 * What the server does to every HTML page before it leaves: its script chunks loaded after the first paint
 * (first-paint-scripts.mjs) and its stylesheets written in (inline-stylesheets.mjs).
 */
import { scriptsAfterFirstPaint } from './first-paint-scripts.mjs';
import { inlineStylesheets } from './inline-stylesheets.mjs';

/**
 * A page's bytes as the server sends them. Only the rules the page uses are written in, and the loader brings
 * the whole stylesheets after the paint; a page without Next's chunks (so without the loader) gets them whole.
 */
export function pageAsServed(body) {
  const html = body.toString('utf8');
  const withLoader = scriptsAfterFirstPaint(html);
  const served = inlineStylesheets(withLoader, undefined, { critical: withLoader !== html });
  return served === html ? body : Buffer.from(served, 'utf8');
}
