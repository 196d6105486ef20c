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
  };
}

/** Runs Lighthouse `runs` times on a URL and keeps the median of every figure. */
export async function measurePage(chrome, url, runs) {
  const results = [];
  let failures = 0;
  while (results.length < runs) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (result?.lhr && !result.lhr.runtimeError) {
      results.push(summarise(result.lhr));
      continue;
    }
    // Headless Chrome now and then loses a trace (NO_NAVSTART); Lighthouse's own advice is to run again.
    if (++failures > 3) throw new Error(`Lighthouse failed on ${url}: ${result?.lhr?.runtimeError?.message}`);
  }
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}
