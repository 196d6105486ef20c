/** Lighthouse (mobile defaults) in the system Chromium: median of N runs of a page. */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function launchChrome(chromePath) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

function mainThreadWork(items) {
  const of = (group) => items.find((item) => item.group === group)?.duration ?? 0;
  return {
    mainThread: items.reduce((sum, item) => sum + item.duration, 0),
    scriptEvaluation: of('scriptEvaluation'),
    scriptParseCompile: of('scriptParseCompile'),
    styleLayout: of('styleLayout'),
  };
}

function summarise(lhr) {
  const audits = lhr.audits;
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts?.transferSize ?? 0,
    // Everything the load transferred (document, styles, scripts, payload, pictures, fonts).
    bytes: audits['total-byte-weight']?.numericValue ?? 0,
    // Where the main thread's time went over the whole load, by Lighthouse's groups: TBT says how much of it came
    // in long tasks, these say what the work was.
    ...mainThreadWork(audits['mainthread-work-breakdown']?.details?.items ?? []),
    // Lighthouse's measure of this host's CPU (higher is faster): the same page's TBT differs from host to host,
    // so RESULTS.md names the host's index and compares pages only within one run.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
  };
}

async function runOnce(chrome, url) {
  for (let failures = 0; ; failures += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result?.lhr && !result.lhr.runtimeError) return summarise(result.lhr);
    // Headless Chrome now and then loses a trace (NO_NAVSTART); Lighthouse's own advice is to run again.
    if (failures >= 3) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
  }
}

/**
 * Runs Lighthouse `runs` times on every URL and keeps the median of every figure, and every run (`runs`; its TBT
 * alone as `tbtRuns`) so that the bench can say whether two pages differ at all (rank-test.mjs). The runs go
 * round the URLs (first run of each, then the second of each, ...) after one discarded warm-up of each: a slow
 * spell of the machine then touches every page alike instead of one page's five runs, and no page's median carries
 * its server's first request. Measured before: TBT of one page swung from 0.9x to 1.7x the bare page's between
 * two runs of the whole bench with the pages one after the other.
 */
export async function measurePages(chrome, urls, runs, onRound = () => {}) {
  for (const url of urls) await runOnce(chrome, url);
  const results = new Map(urls.map((url) => [url, []]));
  for (let round = 1; round <= runs; round += 1) {
    onRound(round);
    for (const url of urls) results.get(url).push(await runOnce(chrome, url));
  }
  return new Map(
    [...results].map(([url, rows]) => [
      url,
      {
        ...Object.fromEntries(Object.keys(rows[0]).map((key) => [key, median(rows.map((row) => row[key]))])),
        tbtRuns: rows.map((row) => row.tbt),
        runs: rows,
      },
    ]),
  );
}
