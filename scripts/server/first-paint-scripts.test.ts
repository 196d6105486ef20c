/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { firstPaintLoader, scriptsAfterFirstPaint } from './first-paint-scripts.mjs';
import { pageAsServed } from './page-as-served.mjs';
import { inlineScriptHashes } from './inline-script-hashes.mjs';

// The shape of a page as Next 16 writes it: chunk scripts in <head>, the bootstrap chunk preloaded and placed after
// the body's content, a noModule polyfill and data that must stay where they are.
const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=0_1_0-abc`;
const nextPage = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('bootstrap')}"/>`,
  `<script src="${chunk('framework')}" async=""></script><script src="${chunk('main')}" async=""></script>`,
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>About us</h1></main><script type="application/ld+json">{"@type":"Organization"}</script>',
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script src="${chunk('bootstrap')}" async=""></script>`,
  '</body></html>',
].join('');

/**
 * Runs the loader in a stand-in browser and returns what it appended to <head> at each moment; `appended` also
 * records, as `enable <href>`, each stylesheet link marked data-after-paint that it enabled.
 */
function runLoader(html: string, { visibility = 'visible', observer = true } = {}) {
  const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: string[] = [];
  const timers: Array<() => void> = [];
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class PerformanceObserver {
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
  }
  runInNewContext(loader, {
    document: {
      visibilityState: visibility,
      createElement: () => ({}),
      querySelectorAll: (selector: string) =>
        selector === 'link[data-after-paint]'
          ? ['/shell.css', '/page.css'].map((href) => ({
              set disabled(value: boolean) {
                if (!value) appended.push(`enable ${href}`);
              },
            }))
          : [],
      head: { appendChild: (element: { src: string }) => appended.push(element.src) },
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    ...(observer ? { PerformanceObserver } : {}),
  });
  const paint = (name: string) => paintCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
  // Every pending task, and the tasks those add, in order; `runTask` only the next one.
  const runTask = () => timers.shift()?.();
  const runTimers = () => {
    while (timers.length > 0) runTask();
  };
  return { appended, paint, timers, runTask, runTimers };
}

describe('script chunks after the first paint', () => {
  const served = scriptsAfterFirstPaint(nextPage);

  it("takes Next's chunk scripts and the bootstrap preload out of the page and leaves one loader in <head>", () => {
    expect(served).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|main|bootstrap)/);
    expect(served).not.toContain('rel="preload" as="script"');
    expect(served.match(/\(function\(s\)/g)).toHaveLength(1);
    expect(served.indexOf('(function(s)')).toBeLessThan(served.indexOf('</head>'));
  });

  it('leaves the stylesheet, the noModule polyfill, JSON-LD and the inline payload as they were', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<main><h1>About us</h1></main>',
    ])
      expect(served).toContain(kept);
  });

  it('adds every chunk in page order once the first contentful paint is reported, and only once', () => {
    const browser = runLoader(served);
    const fallback = browser.timers.splice(0)[0]!;
    browser.paint('first-paint'); // a paint of the background alone is not the signal
    expect(browser.timers).toHaveLength(0);
    browser.paint('first-contentful-paint');
    expect(browser.appended).toEqual([]); // not inside the paint's own task
    browser.runTask();
    expect(browser.appended).toEqual(['enable /shell.css', 'enable /page.css']);
    // Then one chunk per task, so that adding them never makes one long task.
    browser.runTask();
    expect(browser.appended.at(-1)).toBe(chunk('framework'));
    expect(browser.timers).toHaveLength(2);
    browser.runTimers();
    // The whole stylesheets first (when only first-paint rules were written in), then the scripts.
    expect(browser.appended).toEqual([
      'enable /shell.css',
      'enable /page.css',
      chunk('framework'),
      chunk('main'),
      chunk('bootstrap'),
    ]);
    fallback();
    browser.paint('first-contentful-paint');
    browser.runTimers();
    expect(browser.appended).toHaveLength(5);
  });

  it('adds them after three seconds when no paint is reported', () => {
    const browser = runLoader(served);
    expect(browser.appended).toEqual([]);
    browser.runTimers();
    expect(browser.appended.filter((entry) => !entry.startsWith('enable'))).toEqual([
      chunk('framework'),
      chunk('main'),
      chunk('bootstrap'),
    ]);
  });

  it('loads without waiting for a paint in a hidden tab or a browser that cannot report paints', () => {
    for (const browser of [runLoader(served, { visibility: 'hidden' }), runLoader(served, { observer: false })]) {
      expect(browser.appended).toEqual(['enable /shell.css', 'enable /page.css']);
      expect(browser.timers).toHaveLength(3); // the three chunks, each in its own task, and no fallback
      browser.runTimers();
      expect(browser.appended).toHaveLength(5);
    }
  });

  it('leaves a page without Next chunks byte for byte alone, and hashes the loader for the CSP', () => {
    const plain = Buffer.from('<!DOCTYPE html><html><body><p>Maintenance</p></body></html>');
    expect(pageAsServed(plain)).toBe(plain);
    const hashes = inlineScriptHashes(pageAsServed(Buffer.from(nextPage)).toString('utf8'));
    expect(hashes).toContain(
      inlineScriptHashes(
        `<script>${firstPaintLoader([chunk('framework'), chunk('main'), chunk('bootstrap')])}</script>`,
      )[0],
    );
  });
});
