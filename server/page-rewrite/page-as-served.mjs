/**
 * What the server does to every HTML page before it leaves, by PAGE_REWRITES (docs/operations.md):
 * - `full` (the default): its script chunks loaded after the first paint (first-paint-scripts.mjs), the CSS rules
 *   it uses written in with the whole stylesheets after the paint (inline-stylesheets.mjs, critical-css.mjs), and,
 *   for a page every visitor receives alike, its hydration payload taken out to be fetched after the paint
 *   (deferred-payload.mjs);
 * - `css`: only its stylesheets written in, whole (nothing loads them after the paint without the loader);
 * - `off`: the page as Next wrote it.
 * The host (server/host/) calls these and nothing else of this folder; what each buys is measured by `npm run
 * bench` (bench/RESULTS.md, "Page rewrites").
 */
import { scriptsAfterFirstPaint } from './first-paint-scripts.mjs';
import { inlineStylesheets } from './inline-stylesheets.mjs';
import { payloadAddress, takePayload } from './deferred-payload.mjs';

/** @typedef {'off' | 'css' | 'full'} PageRewriteMode */
/**
 * @typedef {{
 *   mode: PageRewriteMode;
 *   payloads: boolean;
 *   page(body: Buffer): Buffer;
 *   sharedPage(body: Buffer, page: string): { body: Buffer; payload?: { hash: string; text: string } };
 *   streamedHead(held: string, nonce: string): string;
 * }} PageRewrites
 *   `page`: a page held whole; `sharedPage`: one every visitor receives alike, asked for at a path without query;
 *   `streamedHead`: the start of a streamed personal page as far as it is complete; `payloads`: whether
 *   `/_payload/` addresses are served
 */

export const PAGE_REWRITE_MODES = /** @type {const} */ (['off', 'css', 'full']);

/**
 * The mode PAGE_REWRITES names (unset or empty: `full`); any other value is refused, so a typing error cannot
 * quietly measure or serve something else.
 * @param {string | undefined} value
 * @returns {PageRewriteMode}
 */
export function parsePageRewrites(value) {
  if (value === undefined || value === '') return 'full';
  const mode = PAGE_REWRITE_MODES.find((name) => name === value);
  if (!mode)
    throw new Error(
      `PAGE_REWRITES must be one of ${PAGE_REWRITE_MODES.join(', ')} (default full), not ${JSON.stringify(value)}`,
    );
  return mode;
}

/**
 * Only the rules the page uses are written in when the loader brings the whole stylesheets after the paint.
 * @param {string} html
 * @param {string} withLoader
 */
function finish(html, withLoader) {
  return inlineStylesheets(withLoader, undefined, { critical: withLoader !== html });
}

/**
 * A page's bytes as the server sends them with every rewrite; a page without Next's chunks (so without the loader)
 * gets its stylesheets whole.
 * @param {Buffer} body
 * @returns {Buffer}
 */
export function pageAsServed(body) {
  const html = body.toString('utf8');
  const served = finish(html, scriptsAfterFirstPaint(html));
  return served === html ? body : Buffer.from(served, 'utf8');
}

/**
 * A page every visitor receives alike, asked for at `page` (a path without query), as the server sends it with every
 * rewrite, and its payload when it was taken out: only from a page with the loader, which is what fetches it.
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

/** @param {Buffer} body */
function stylesheetsWritten(body) {
  const html = body.toString('utf8');
  const served = inlineStylesheets(html);
  return served === html ? body : Buffer.from(served, 'utf8');
}

/**
 * The rewrites of one mode.
 * @param {PageRewriteMode} mode
 * @returns {PageRewrites}
 */
export function pageRewrites(mode) {
  if (mode === 'full')
    return {
      mode,
      payloads: true,
      page: pageAsServed,
      sharedPage: sharedPageAsServed,
      // The chunk scripts Next has written so far (the <head> has them all) load after the first paint, as on shared
      // pages: run as they arrived, they held the sign-in's first paint back until React had compiled.
      streamedHead: (held, nonce) => scriptsAfterFirstPaint(held, undefined, nonce),
    };
  const page = mode === 'css' ? stylesheetsWritten : (/** @type {Buffer} */ body) => body;
  return { mode, payloads: false, page, sharedPage: (body) => ({ body: page(body) }), streamedHead: (held) => held };
}
