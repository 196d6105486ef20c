/**
 * Loads the page's script chunks after its first contentful paint instead of during it: Next's `<script async>` tags
 * (and the bootstrap preload) are replaced by one small loader that adds the same chunks, in order, each in a task of
 * its own, once the browser reports the first contentful paint (at once when it cannot, at the latest after 3 s).
 * The same moment enables the whole stylesheets when only the first-paint rules were written in
 * (inline-stylesheets.mjs). Why, and what it measured: docs/features.md, "Paint". Written by hand: Next has no
 * option for where its chunks load.
 */

// Exactly the tags Next writes for its own chunks; anything else (a `noModule` polyfill, JSON-LD, third-party
// scripts, scripts with other attributes) is left alone.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js(?:\?[^"<>]*)?)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+)"\/>/g;

/**
 * The loader's source for a list of chunk URLs and, when the page's payload was taken out of it
 * (deferred-payload.mjs), the payload's URL (same-origin paths, so no character can close the script). With a
 * payload, the chunks are preloaded at once and run only once the payload is in `self.__next_f`, and not before
 * the document is parsed (the page's own script that creates `self.__next_f` must come first): Next reads it when its
 * bootstrap runs. A payload that cannot be had is asked for once more a second later (a passing network fault, an
 * instance that was stopping); if it still cannot (the page changed since this copy was served, or the site was
 * updated), the loader reloads the page once, which brings the matching copy; a failure after that in the same tab
 * leaves the page as served, readable and with working links, rather than reloading again.
 * @param {string[]} sources
 * @param {string} [payload]
 * @returns {string}
 */
export function firstPaintLoader(sources, payload) {
  return (
    `${LOADER_START}var d,k="payload-reload:"+location.pathname;function a(){s.forEach(function(u){setTimeout(function(){` +
    'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})})}' +
    'function h(t){self.__next_f.push([1,t]);try{sessionStorage.removeItem(k)}catch(e){}a()}' +
    'function r(){try{if(sessionStorage.getItem(k))return;sessionStorage.setItem(k,"1")}catch(e){return}location.reload()}' +
    'function l(){if(d)return;d=1;document.querySelectorAll("link[data-after-paint]")' +
    '.forEach(function(e){e.disabled=false});if(!p)return a();s.forEach(function(u){' +
    'var e=document.createElement("link");e.rel="preload";e.as="script";e.href=u;document.head.appendChild(e)});' +
    'g(1)}function g(n){fetch(p).then(function(x){if(!x.ok)throw 0;return x.text()}).then(function(t){' +
    'document.readyState==="loading"?document.addEventListener("DOMContentLoaded",function(){h(t)}):h(t)},' +
    'function(){n?setTimeout(function(){g(0)},1000):r()})}' +
    'try{if(document.visibilityState!=="visible")throw 0;' +
    'new PerformanceObserver(function(o){o.getEntriesByName("first-contentful-paint").length&&setTimeout(l)})' +
    '.observe({type:"paint",buffered:true});setTimeout(l,3000)}catch(e){l()}})(' +
    JSON.stringify(sources) +
    (payload ? `,${JSON.stringify(payload)}` : '') +
    ')'
  );
}

// How the loader's script begins, for whoever reads a served page for it (the e2e fixture, loaderArguments).
export const LOADER_START = '(function(s,p){';

/**
 * What the loader of a served page will load: its chunk URLs and its payload's URL (undefined when the page carries
 * its payload); undefined for a page without the loader. The one reader of the loader's text outside the browser
 * (the first-load JS budget of the academy, the bench, the scale test).
 * @param {string} html
 * @returns {{ sources: string[]; payload: string | undefined } | undefined}
 */
export function loaderArguments(html) {
  // `<script>` on a shared page (allowed by its hash), `<script nonce="…">` on a streamed personal page.
  const opening = /<script(?: nonce="[^"<>]*")?>/g;
  let start = -1;
  for (const match of html.matchAll(opening))
    if (html.startsWith(LOADER_START, match.index + match[0].length)) {
      start = match.index + match[0].length;
      break;
    }
  if (start === -1) return undefined;
  const source = html.slice(start, html.indexOf('</script>', start));
  const [, list, payload] = /\}\)\((\[[^\]]*\])(?:,("[^"]*"))?\)$/.exec(source) ?? [];
  if (!list) return undefined;
  return { sources: JSON.parse(list), payload: payload ? JSON.parse(payload) : undefined };
}

/**
 * The tags Next writes for its own chunks on a page rendered with a nonce (a streamed personal page,
 * streamed-pages.mjs): the same tags with the nonce, which Next puts before or after `async`.
 * @param {string} nonce
 */
function noncedChunkTags(nonce) {
  const attribute = `nonce="${nonce.replace(/[+/=]/g, '\\$&')}"`;
  return {
    script: new RegExp(
      `<script src="(\\/_next\\/static\\/[^"<>]+\\.js(?:\\?[^"<>]*)?)" (?:async="" ${attribute}|${attribute} async="")><\\/script>`,
      'g',
    ),
    preload: new RegExp(
      `<link rel="preload" as="script" fetchPriority="low" ${attribute} href="(\\/_next\\/static\\/[^"<>]+)"\\/>`,
      'g',
    ),
  };
}

/**
 * The page with Next's chunk scripts (and their preloads) replaced by the loader, where the first one was; `payload`
 * is the URL of the page's payload when it was taken out of the page. With `nonce` (a streamed personal page, given
 * as far as it has been rendered) the tags carrying that nonce are replaced, and the loader carries it: its policy
 * allows scripts by nonce, and the chunks the loader adds by 'self'.
 * @param {string} html
 * @param {string} [payload]
 * @param {string} [nonce]
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html, payload, nonce) {
  const tags = nonce ? noncedChunkTags(nonce) : { script: CHUNK_SCRIPT, preload: CHUNK_PRELOAD };
  /** @type {string[]} */
  const sources = [];
  for (const [, source = ''] of html.matchAll(tags.script)) if (!sources.includes(source)) sources.push(source);
  if (sources.length === 0) return html;
  let placed = false;
  const opening = nonce ? `<script nonce="${nonce}">` : '<script>';
  return html
    .replace(tags.preload, (tag, href) => (sources.includes(href) ? '' : tag))
    .replace(tags.script, () => {
      if (placed) return '';
      placed = true;
      return `${opening}${firstPaintLoader(sources, payload)}</script>`;
    });
}
