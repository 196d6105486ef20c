/**
 * First-load JS of a prerendered page: the gzip size of every script its HTML loads, read from a build folder.
 * Deterministic (no browser, no timing), so CI can hold pages to a budget.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Path of the prerendered HTML of a route in a Next build folder. */
export function prerenderedHtmlPath(distDir, route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  return join(distDir, 'server', 'app', `${name}.html`);
}

/** The site's script files a page's HTML loads, without the `?dpl=<deployment id>` Next appends to them. */
export function scriptUrls(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]*\ssrc="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"/g))
    urls.add(match[1]);
  return [...urls];
}

export function firstLoadJs(distDir, route) {
  const htmlPath = prerenderedHtmlPath(distDir, route);
  if (!existsSync(htmlPath)) throw new Error(`${route} has no prerendered HTML in ${distDir} (is it still static?)`);
  const scripts = scriptUrls(readFileSync(htmlPath, 'utf8'));
  // Every Next page loads its runtime; finding none means the pattern above no longer fits Next's HTML, and a
  // budget of zero bytes would pass everything.
  if (scripts.length === 0)
    throw new Error(`${route}: no /_next/static scripts found in ${htmlPath}; the script pattern needs updating.`);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of scripts) {
    const file = readFileSync(join(distDir, url.replace(/^\/_next\//, '')));
    rawBytes += file.length;
    gzipBytes += gzipSync(file, { level: 9 }).length;
  }
  return { route, scripts: scripts.length, rawBytes, gzipBytes };
}
