/**
 * Hash-based CSP for server-rendered and statically generated pages alike.
 *
 * Every App Router page carries inline scripts (the RSC payload, `self.__next_f.push(...)`). A nonce would make
 * every page render per request; hashes computed at build would go stale the moment an ISR page regenerates.
 * So the server reads each HTML response before it leaves, hashes its inline scripts and adds exactly those
 * hashes to the page's own Content-Security-Policy: script-src needs no 'unsafe-inline', and a script injected in
 * the browser later (whose hash nobody computed) is blocked. Scripts that are in the HTML as served are trusted
 * by construction, so server-side injection must be (and is) prevented by escaping and sanitising. Written by hand because no library does this for Next; the cost
 * is one pass over the HTML per response (see bench/RESULTS.md).
 */
import { createHash } from 'node:crypto';

// Inline classic or module scripts; data blocks (JSON-LD) and external scripts are not executed inline.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!(?:text\/javascript|application\/javascript|module)["'\s>])[^"'\s>]+/i;

/**
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes) || body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with the page's inline-script hashes added to script-src (and 'unsafe-inline' removed).
 * @param {string} policy
 * @param {string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(policy, hashes) {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = directives.findIndex((part) => /^script-src\s/i.test(part) || part.toLowerCase() === 'script-src');
  const directive = directives[index];
  if (directive === undefined) return policy;
  const sources = directive
    .split(/\s+/)
    .slice(1)
    .filter((source) => source !== "'unsafe-inline'");
  directives[index] = ['script-src', ...sources, ...hashes.filter((hash) => !sources.includes(hash))].join(' ');
  return directives.join('; ');
}
