/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { LOADER_START, firstPaintLoader, loaderArguments, scriptsAfterFirstPaint } from './first-paint-scripts.mjs';
import { pageAsServed, pageRewrites, parsePageRewrites } from './page-as-served.mjs';
import { inlineScriptHashes } from '../host/inline-script-hashes.mjs';

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
 * records, as `enable <href>`, each stylesheet link marked data-after-paint that it enabled, and as `preload <href>`
 * each preload link. `payload` is what the stand-in fetch answers for the payload address (a status, and text when
 * it is 200); `pushed` is what reached `self.__next_f`.
 */
function runLoader(
  html: string,
  {
    visibility = 'visible',
    observer = true,
    readyState = 'interactive',
    payload = { status: 200, text: '0:payload' },
    // Answers to the first fetches, in order, before `payload` answers every later one.
    firstAnswers = [] as Array<{ status: number; text: string }>,
    reloadedBefore = false,
  } = {},
) {
  const loader = /<script>(\(function\(s,p\)[\s\S]*?)<\/script>/.exec(html)![1]!;
  const appended: string[] = [];
  const timers: Array<() => void> = [];
  const fetched: string[] = [];
  const pushed: unknown[] = [];
  const session = new Map<string, string>(reloadedBefore ? [['payload-reload:/about', '1']] : []);
  const contentLoaded: Array<() => void> = [];
  let reloads = 0;
  let paintCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class PerformanceObserver {
    constructor(callback: typeof paintCallback) {
      paintCallback = callback;
    }
    observe() {}
  }
  const document = {
    visibilityState: visibility,
    readyState,
    addEventListener: (type: string, listener: () => void) =>
      type === 'DOMContentLoaded' && contentLoaded.push(listener),
    createElement: () => ({}),
    querySelectorAll: (selector: string) =>
      selector === 'link[data-after-paint]'
        ? ['/shell.css', '/page.css'].map((href) => ({
            set disabled(value: boolean) {
              if (!value) appended.push(`enable ${href}`);
            },
          }))
        : [],
    head: {
      appendChild: (element: { src?: string; rel?: string; href?: string }) =>
        appended.push(element.rel ? `${element.rel} ${element.href}` : element.src!),
    },
  };
  runInNewContext(loader, {
    document,
    self: { __next_f: { push: (entry: unknown) => pushed.push(entry) } },
    location: {
      pathname: '/about',
      reload: () => {
        reloads += 1;
      },
    },
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, value),
      removeItem: (key: string) => session.delete(key),
    },
    fetch: async (url: string) => {
      fetched.push(url);
      const answer = firstAnswers.shift() ?? payload;
      return { ok: answer.status === 200, text: async () => answer.text };
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
  // Lets the stand-in fetch's promises settle.
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finishParsing = () => {
    document.readyState = 'interactive';
    contentLoaded.splice(0).forEach((listener) => listener());
  };
  return {
    appended,
    paint,
    timers,
    runTask,
    runTimers,
    fetched,
    pushed,
    session,
    settle,
    finishParsing,
    get reloads() {
      return reloads;
    },
  };
}

describe('script chunks after the first paint', () => {
  const served = scriptsAfterFirstPaint(nextPage);

  it("takes Next's chunk scripts and the bootstrap preload out of the page and leaves one loader in <head>", () => {
    expect(served).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|main|bootstrap)/);
    expect(served).not.toContain('rel="preload" as="script"');
    expect(served.match(/\(function\(s,p\)/g)).toHaveLength(1);
    expect(served.indexOf('(function(s,p)')).toBeLessThan(served.indexOf('</head>'));
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

describe('a page whose payload was taken out', () => {
  const payloadUrl = '/_payload/abc?page=%2Fabout';
  const served = scriptsAfterFirstPaint(nextPage, payloadUrl);
  const chunks = [chunk('framework'), chunk('main'), chunk('bootstrap')];

  it('fetches the payload at the paint, preloads the chunks, and runs them only once the payload is pushed', async () => {
    const browser = runLoader(served);
    browser.timers.splice(0); // the three-second fallback
    browser.paint('first-contentful-paint');
    expect(browser.fetched).toEqual([]); // nothing before the paint's task is over
    browser.runTask();
    expect(browser.fetched).toEqual([payloadUrl]);
    expect(browser.appended).toEqual(['enable /shell.css', 'enable /page.css', ...chunks.map((u) => `preload ${u}`)]);
    expect(browser.timers).toHaveLength(0); // no chunk is due before the payload is in
    await browser.settle();
    expect(browser.pushed).toEqual([[1, '0:payload']]);
    browser.runTimers();
    expect(browser.appended.slice(-3)).toEqual(chunks);
  });

  it('waits for the document to be parsed before pushing it (the page creates self.__next_f)', async () => {
    const browser = runLoader(served, { readyState: 'loading' });
    browser.timers.splice(0);
    browser.paint('first-contentful-paint');
    browser.runTask();
    await browser.settle();
    expect(browser.pushed).toEqual([]);
    expect(browser.timers).toHaveLength(0);
    browser.finishParsing();
    expect(browser.pushed).toEqual([[1, '0:payload']]);
    browser.runTimers();
    expect(browser.appended.slice(-3)).toEqual(chunks);
  });

  it('asks again a second later after a passing fault, and then hydrates without reloading', async () => {
    const browser = runLoader(served, { firstAnswers: [{ status: 503, text: '' }] });
    browser.runTimers();
    await browser.settle();
    expect(browser.pushed).toEqual([]);
    browser.runTimers(); // the second try
    await browser.settle();
    expect(browser.fetched).toEqual([payloadUrl, payloadUrl]);
    expect(browser.pushed).toEqual([[1, '0:payload']]);
    expect(browser.reloads).toBe(0);
    browser.runTimers();
    expect(browser.appended.slice(-3)).toEqual(chunks);
  });

  it('reloads the page once when the payload is gone, and leaves it as served the second time', async () => {
    const stale = runLoader(served, { payload: { status: 404, text: '' } });
    stale.runTimers();
    await stale.settle();
    expect(stale.reloads).toBe(0); // not before the second try
    stale.runTimers();
    await stale.settle();
    expect(stale.fetched).toHaveLength(2);
    expect(stale.reloads).toBe(1);
    expect(stale.pushed).toEqual([]);
    expect(stale.appended.filter((entry) => chunks.includes(entry))).toEqual([]);

    const again = runLoader(served, { payload: { status: 404, text: '' }, reloadedBefore: true });
    again.runTimers();
    await again.settle();
    again.runTimers();
    await again.settle();
    expect(again.reloads).toBe(0);
    expect(again.appended.filter((entry) => chunks.includes(entry))).toEqual([]);
  });

  it('forgets an earlier reload once a payload arrives', async () => {
    const browser = runLoader(served, { reloadedBefore: true });
    browser.runTimers();
    await browser.settle();
    expect(browser.session.size).toBe(0);
    expect(browser.reloads).toBe(0);
  });
});

describe('reading a served page for what its loader loads', () => {
  it('finds the chunks and the payload address, the chunks alone, or nothing on a page without the loader', () => {
    const sources = [chunk('framework'), chunk('main'), chunk('bootstrap')];
    expect(loaderArguments(scriptsAfterFirstPaint(nextPage, '/_payload/abc?page=%2Fabout'))).toEqual({
      sources,
      payload: '/_payload/abc?page=%2Fabout',
    });
    expect(loaderArguments(scriptsAfterFirstPaint(nextPage))).toEqual({ sources, payload: undefined });
    expect(loaderArguments('<!DOCTYPE html><html><body><p>Maintenance</p></body></html>')).toBeUndefined();
  });
});

describe('PAGE_REWRITES', () => {
  it('is full when unset, and refuses a value it does not know, naming the ones it does', () => {
    expect(parsePageRewrites(undefined)).toBe('full');
    expect(parsePageRewrites('')).toBe('full');
    expect(parsePageRewrites('css')).toBe('css');
    expect(() => parsePageRewrites('none')).toThrow(/PAGE_REWRITES must be one of off, css, full .*"none"/);
  });

  it('leaves the page as Next wrote it when off, writes only stylesheets in with css, and adds the loader with full', () => {
    const html = Buffer.from(
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head>' +
        '<body><p>Text</p><script>self.__next_f.push([1,"x"])</script></body></html>',
    );
    expect(pageRewrites('off').page(html)).toBe(html);
    expect(pageRewrites('off').sharedPage(html, '/about').payload).toBeUndefined();
    expect(pageRewrites('off').payloads).toBe(false);
    expect(pageRewrites('css').page(html).toString()).not.toContain(LOADER_START);
    expect(pageRewrites('full').page(html).toString()).toContain(LOADER_START);
    expect(pageRewrites('full').sharedPage(html, '/about').payload).toBeDefined();
  });
});
