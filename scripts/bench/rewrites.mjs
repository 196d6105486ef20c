/**
 * The page-rewrite ablation of `npm run bench`: the same build served three times, with PAGE_REWRITES off, css and
 * full (docs/operations.md), beside the bare Next page, measured in the same run: Lighthouse (LCP, TBT, bytes
 * transferred, every run kept), and requests per second served (compressed, 20 connections) in rounds. A rewrite
 * stays only while it shows a gain beyond the spread of the runs (rank-test.mjs); bench/RESULTS.md keeps the table.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rankSumTest } from './rank-test.mjs';
import { measureLoad } from './load.mjs';

export const REWRITE_MODES = /** @type {const} */ (['off', 'css', 'full']);

/** One page of each template the rewrites treat differently. */
export const REWRITE_TEMPLATES = [
  ['About (company page)', '/about'],
  ['Device page', '/devices/aortic/solo-smart'],
  ['Document centre', '/eifu'],
  ['Patient page (French)', '/patients-and-caregivers/fr'],
  ['News', '/news'],
];

export const SECTION = '## Page rewrites';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Requests per second of every URL, `rounds` times, going round the URLs (as Lighthouse's rounds do, so a slow
 * spell of the shared machine touches every server alike): pages asked for as a browser does, over 20 connections.
 * @returns {Promise<Map<string, number[]>>}
 */
export async function measureThroughput(urls, { rounds = 3, duration = 8, headers, onRound = () => {} }) {
  const results = new Map(urls.map((url) => [url, []]));
  for (let round = 1; round <= rounds; round += 1) {
    onRound(round);
    for (const url of urls) {
      const result = await measureLoad({ url, headers, connections: 20, duration, warmup: round === 1 ? 3 : 1 });
      if (result.errors > 0 || result.non2xx > 0)
        throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`);
      results.get(url).push(result.requestsPerSecond);
    }
  }
  return results;
}

/** Median and range of the runs, e.g. `702 ms (690-731)`. */
function spread(values, format) {
  return `${format(median(values))} (${format(Math.min(...values))}-${format(Math.max(...values))})`;
}

/**
 * Whether `after` differs from `before` beyond the spread of their runs: the exact rank-sum test, two-sided; a
 * lower value is a gain for LCP, TBT and bytes.
 */
export function verdict(after, before) {
  if (after.every((value, index) => value === after[0] && before[index] === after[0])) return 'same';
  const { p, position } = rankSumTest(after, before);
  if (p >= 0.05) return `within the spread (p ${p.toFixed(2)})`;
  return `${position < 0.5 ? '**lower**' : '**higher**'} (p ${p.toFixed(3)})`;
}

/**
 * The section: for each template, a row per mode with the medians and ranges, and what each step (css over off,
 * full over css) does beyond the spread.
 * @param {{
 *   lighthouse: Map<string, { runs: { lcp: number; tbt: number; bytes: number }[] }>;
 *   throughput: Map<string, number[]>;
 *   baseline: string;
 *   urlOf: (mode: string, path: string) => string;
 *   runs: number;
 *   rounds: number;
 *   duration: number;
 * }} measured
 */
export function rewritesSection({ lighthouse, throughput, baseline, urlOf, runs, rounds, duration }) {
  const ms = (value) => `${Math.round(value)}`;
  const kb = (value) => `${(value / 1024).toFixed(1)}`;
  const rps = (value) => `${Math.round(value)}`;
  const of = (url, key) => lighthouse.get(url).runs.map((run) => run[key]);
  const baseRps = median(throughput.get(baseline));
  const rows = [];
  const steps = [];
  const slowest = [];
  for (const [label, path] of [['Baseline (bare Next.js page)', '/'], ...REWRITE_TEMPLATES]) {
    const modes = label.startsWith('Baseline') ? [undefined] : REWRITE_MODES;
    for (const mode of modes) {
      const url = mode ? urlOf(mode, path) : baseline;
      const served = throughput.get(url);
      const share = median(served) / baseRps;
      if (mode) slowest.push(share);
      rows.push(
        `| ${label} \`${path}\` | ${mode ?? ''} | ${spread(of(url, 'lcp'), ms)} | ${spread(of(url, 'tbt'), ms)} | ${spread(of(url, 'bytes'), kb)} | ${spread(served, rps)} | ${mode ? `${share.toFixed(2)}x` : '1.00x'} |`,
      );
    }
    if (label.startsWith('Baseline')) continue;
    for (const [after, before] of [
      ['css', 'off'],
      ['full', 'css'],
    ]) {
      const [a, b] = [urlOf(after, path), urlOf(before, path)];
      steps.push(
        `| ${label} | ${after} over ${before} | ${verdict(of(a, 'lcp'), of(b, 'lcp'))} | ${verdict(of(a, 'tbt'), of(b, 'tbt'))} | ${verdict(of(a, 'bytes'), of(b, 'bytes'))} |`,
      );
    }
  }
  return [
    SECTION,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` (or \`npm run bench -- --rewrites\` for this section alone): one build served three times, with \`PAGE_REWRITES\` off (the page as Next writes it), css (its stylesheets written in whole) and full (the CSS rules it uses written in, the whole stylesheets, script chunks and, for shared pages, hydration payload after the first paint), beside the bare Next page. Lighthouse mobile, ${runs} runs of each taken in rounds over all the pages after a warm-up; served requests per second over 20 connections as a browser asks (\`Accept-Encoding: gzip, deflate, br\`), ${rounds} rounds of ${duration} s. Each cell: median (lowest-highest). Bytes: everything the page load transferred.`,
    '',
    '| page | PAGE_REWRITES | LCP ms | TBT ms | bytes transferred KB | req/s | req/s vs bare page |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Each step against the one before, every run of one with every run of the other (exact rank-sum test, two-sided): "within the spread" means the runs do not show a difference (p 0.05 or more).`,
    '',
    '| page | step | LCP | TBT | bytes |',
    '|---|---|---|---|---|',
    ...steps,
    '',
    `Serving cost: the slowest template served at ${Math.min(...slowest).toFixed(2)}x the bare page's requests per second (the target is at least 0.8x).`,
    '',
  ].join('\n');
}

/** Puts `section` (which starts with its `## ` heading) into bench/RESULTS.md in place of the one of that heading. */
export function writeSection(section, file = new URL('../../bench/RESULTS.md', import.meta.url)) {
  const heading = section.slice(0, section.indexOf('\n'));
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n\n';
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) {
    const scale = text.indexOf('## Scale-out');
    const [before, after] = scale < 0 ? [`${text.trimEnd()}\n\n`, ''] : [text.slice(0, scale), text.slice(scale)];
    writeFileSync(file, `${before}${section}\n${after}`);
    return;
  }
  const rest = text.slice(start + heading.length);
  const next = rest.search(/\n## /);
  writeFileSync(file, `${text.slice(0, start)}${section}\n${next >= 0 ? rest.slice(next + 1) : ''}`);
}
