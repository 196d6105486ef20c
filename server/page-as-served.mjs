/**
 * What the server does to every HTML page before it leaves: its script chunks loaded after the first paint
 * (first-paint-scripts.mjs), its stylesheets written in (inline-stylesheets.mjs), and, for a page every visitor
 * receives alike, its hydration payload taken out to be fetched after the paint (deferred-payload.mjs).
 */
import { scriptsAfterFirstPaint } from './first-paint-scripts.mjs';
import { inlineStylesheets } from './inline-stylesheets.mjs';
import { payloadAddress, takePayload } from './deferred-payload.mjs';

/**
 * Only the rules the page uses are written in when the loader brings the whole stylesheets after the paint.
 * @param {string} html
 * @param {string} withLoader
 */
function finish(html, withLoader) {
  return inlineStylesheets(withLoader, undefined, { critical: withLoader !== html });
}

/**
 * A page's bytes as the server sends them; a page without Next's chunks (so without the loader) gets its
 * stylesheets whole.
 * @param {Buffer} body
 * @returns {Buffer}
 */
export function pageAsServed(body) {
  const html = body.toString('utf8');
  const served = finish(html, scriptsAfterFirstPaint(html));
  return served === html ? body : Buffer.from(served, 'utf8');
}

/**
 * A page every visitor receives alike, asked for at `page` (a path without query), as the server sends it, and its
 * payload when it was taken out: only from a page with the loader, which is what fetches it.
 * @param {Buffer} body
 * @param {string} page
 * @returns {{ body: Buffer; payload?: { hash: string; text: string } }}
 */
export function sharedPageAsServed(body, page) {
  const html = body.toString('utf8');
  const taken = takePayload(html);
  if (taken) {
    const address = payloadAddress(taken.payload, page);
    const withLoader = scriptsAfterFirstPaint(taken.html, address.url);
    if (withLoader !== taken.html)
      return {
        body: Buffer.from(finish(taken.html, withLoader), 'utf8'),
        payload: { hash: address.hash, text: taken.payload },
      };
  }
  return { body: pageAsServed(body) };
}
