/**
 * What the server does to every HTML page before it leaves: its stylesheets written in (inline-stylesheets.mjs)
 * and its script chunks loaded after the first paint (first-paint-scripts.mjs).
 */
import { scriptsAfterFirstPaint } from './first-paint-scripts.mjs';
import { inlineStylesheets } from './inline-stylesheets.mjs';

/** A page's bytes as the server sends them. */
export function pageAsServed(body) {
  const html = body.toString('utf8');
  const served = inlineStylesheets(scriptsAfterFirstPaint(html));
  return served === html ? body : Buffer.from(served, 'utf8');
}
