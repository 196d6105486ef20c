/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtStylesheet, inlineStylesheets } from './inline-stylesheets.mjs';
import { LOADER_START } from './first-paint-scripts.mjs';

// The head of a page as Next 16 writes it: two CSS chunks linked, one (a not-found boundary's) only preloaded.
const link = (name: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css?dpl=0_1_0-abc" data-precedence="next"/>`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  link('shell'),
  link('page'),
  '<link rel="preload" href="/_next/static/chunks/not-found.css?dpl=0_1_0-abc" as="style"/>',
  '<link rel="preload" href="/hero.avif" as="image"/>',
  '<link rel="stylesheet" href="https://cdn.example/other.css"/>',
  '</head><body><main><h1>About us</h1></main></body></html>',
].join('');
const chunks: Record<string, string> = {
  'chunks/shell.css': 'body{margin:0}',
  'chunks/page.css': '.lead{font-size:1.25rem}',
};

describe('stylesheets written into the page', () => {
  const served = inlineStylesheets(page, (file) => chunks[file]);

  it('puts each chunk in a <style> where its link was, in the same order, and keeps the link disabled', () => {
    expect(served).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/_next/static/chunks/shell.css?dpl=0_1_0-abc" ' +
        'data-precedence="next" disabled=""/><style>.lead{font-size:1.25rem}</style>',
    );
    // Nothing left for the browser to fetch before it paints: every Next stylesheet link is disabled.
    expect(served.match(/<link rel="stylesheet" href="\/_next[^>]*>/g)).toEqual([
      expect.stringContaining('disabled=""'),
      expect.stringContaining('disabled=""'),
    ]);
  });

  it("drops Next's stylesheet preloads and leaves every other tag alone", () => {
    expect(served).not.toContain('not-found.css');
    expect(served).toContain('<link rel="preload" href="/hero.avif" as="image"/>');
    expect(served).toContain('<link rel="stylesheet" href="https://cdn.example/other.css"/>');
    expect(served).toContain('<main><h1>About us</h1></main>');
  });

  it('keeps the link of a chunk it cannot read, and then the page unchanged', () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page);
    const partly = inlineStylesheets(page, (file) => (file === 'chunks/shell.css' ? chunks[file] : undefined));
    expect(partly).toContain(link('page'));
  });
});

describe('only the first-paint rules, for pages computed once', () => {
  const withLoader = page.replace('</head>', `<script>${LOADER_START}})([])</script></head>`);
  const served = inlineStylesheets(
    withLoader.replace('<h1>', '<h1 class="lead">'),
    (file) => ({ ...chunks, 'chunks/page.css': '.lead{font-size:1.25rem}.unused{color:red}' })[file],
    { critical: true },
  );

  it('writes the rules the page uses once, before the links, which stay disabled until the loader enables them', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(served)?.[1];
    expect(style).toContain('body{margin:0}');
    expect(style).toContain('.lead{font-size:1.25rem}');
    expect(style).not.toContain('.unused');
    expect(served.match(/<style>/g)).toHaveLength(1);
    expect(served.indexOf('<style>')).toBeLessThan(served.indexOf('chunks/shell.css'));
    const outsideNoscript = served.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
    expect(outsideNoscript.match(/<link rel="stylesheet" href="\/_next[^>]*>/g)).toEqual([
      expect.stringContaining('disabled="" data-after-paint=""'),
      expect.stringContaining('disabled="" data-after-paint=""'),
    ]);
    expect(served).not.toContain('not-found.css');
  });

  it('gives visitors without JavaScript the whole stylesheets', () => {
    expect(served).toContain(
      '<noscript><link rel="stylesheet" href="/_next/static/chunks/shell.css?dpl=0_1_0-abc"/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/page.css?dpl=0_1_0-abc"/></noscript>',
    );
  });

  it('writes every chunk whole when a chunk cannot be read', () => {
    const partly = inlineStylesheets(page, (file) => (file === 'chunks/shell.css' ? chunks[file] : undefined), {
      critical: true,
    });
    expect(partly).not.toContain('data-after-paint');
    expect(partly).toContain(link('page'));
  });
});

describe('reading a built chunk', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'inline-css-'));
  mkdirSync(join(distDir, 'static', 'chunks'), { recursive: true });
  const write = (name: string, css: string) => writeFileSync(join(distDir, 'static', 'chunks', name), css);
  write('plain.css', 'a{color:red}');
  write('closing.css', 'a::after{content:"</style><script>"}');
  write('relative.css', '.logo{background:url(../media/logo.svg)}');
  write('absolute.css', '.logo{background:url(/logo.svg)}.x{background:url("data:image/png;base64,AA")}');

  it('reads its text, and refuses text that would break out of <style> or resolve a url against the page', () => {
    expect(builtStylesheet('chunks/plain.css', distDir)).toBe('a{color:red}');
    expect(builtStylesheet('chunks/closing.css', distDir)).toBeUndefined();
    expect(builtStylesheet('chunks/relative.css', distDir)).toBeUndefined();
    expect(builtStylesheet('chunks/absolute.css', distDir)).toContain('url(/logo.svg)');
    expect(builtStylesheet('chunks/missing.css', distDir)).toBeUndefined();
  });
});
