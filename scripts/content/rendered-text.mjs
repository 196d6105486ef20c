#!/usr/bin/env node
// The words every public page shows, read from a running server: title, meta description and the visible text
// of the body, whitespace collapsed. `npm run content:text -- <base URL> <out.json>` writes them;
// `--compare <before.json>` also prints every page whose words changed, with the first place they differ.
// Used to prove that moving content between formats changed no page (docs/testing.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';

const args = process.argv.slice(2);
const compareAt = args.indexOf('--compare');
const beforeFile = compareAt >= 0 ? args.splice(compareAt, 2)[1] : undefined;
const [base = 'http://127.0.0.1:3000', outFile] = args;

/** Elements whose content a reader never sees as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg']);

export function visibleText(html) {
  const parts = [];
  // The open elements, each marked true when it or an ancestor is hidden.
  const hiddenStack = [false];
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        hiddenStack.push(hiddenStack.at(-1) || HIDDEN.has(name) || 'hidden' in attributes);
        if (name === 'title') inTitle = true;
        if (name === 'meta' && attributes.name === 'description') parts.push(`[description] ${attributes.content}`);
        if (name === 'img' && attributes.alt) parts.push(`[img] ${attributes.alt}`);
      },
      ontext(text) {
        if (!hiddenStack.at(-1) || inTitle) parts.push(text);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (hiddenStack.length > 1) hiddenStack.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

async function pagesOfSitemap() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

async function main() {
  const paths = (await pagesOfSitemap()).sort();
  const texts = {};
  for (const path of paths) {
    const response = await fetch(base + path);
    texts[path] = response.ok ? visibleText(await response.text()) : `HTTP ${response.status}`;
  }
  if (outFile) writeFileSync(outFile, JSON.stringify(texts, null, 1) + '\n');
  console.log(`${paths.length} pages read from ${base}.`);
  if (!beforeFile) return;
  const before = JSON.parse(readFileSync(beforeFile, 'utf8'));
  let changed = 0;
  for (const path of new Set([...Object.keys(before), ...paths])) {
    const [a = '(absent)', b = '(absent)'] = [before[path], texts[path]];
    if (a === b) continue;
    changed += 1;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    console.log(
      `\n${path}\n  before: …${a.slice(Math.max(0, at - 60), at + 120)}\n  after:  …${b.slice(Math.max(0, at - 60), at + 120)}`,
    );
  }
  console.log(changed ? `\n${changed} pages changed.` : 'Every page shows the same words.');
  process.exitCode = changed ? 1 : 0;
}

await main();
