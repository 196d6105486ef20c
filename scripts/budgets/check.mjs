#!/usr/bin/env node
/**
 * CI budgets: every static content page's first-load JS stays within 1.25x of a bare Next.js page, and its HTML
 * within the weight budget of html-weight.mjs; the search index within search-index.mjs's.
 * Reads the build the end-to-end suite made (NEXT_DIST_DIR, default .next-e2e) and the committed baseline.
 * `--measure-baseline` rebuilds the bare page and prints its figure instead of trusting the committed one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { firstLoadJs } from './first-load-js.mjs';
import { htmlWeight } from './html-weight.mjs';
import { SEARCH_INDEX_ROUTE, searchIndexWeight } from './search-index.mjs';

const RATIO = 1.25;
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e';
// The server's transforms read the build's CSS chunks from NEXT_DIST_DIR (default .next): without this the HTML weight
// was measured without the rules the server writes into every page (/devices 42 KB instead of the 52 KB it sends).
process.env.NEXT_DIST_DIR = distDir;
const baseline = JSON.parse(readFileSync(new URL('./baseline.json', import.meta.url), 'utf8'));
const installedNext = createRequire(import.meta.url)('next/package.json').version;

let baselineBytes = Number(process.env.BUDGET_BASELINE_BYTES) || baseline.gzipBytes;
if (process.argv.includes('--measure-baseline')) {
  const { buildBaseline } = await import('./baseline.mjs');
  baselineBytes = firstLoadJs(buildBaseline({ quiet: true }), '/').gzipBytes;
  console.log(`Measured bare Next.js ${installedNext} page: ${baselineBytes} gzip bytes`);
} else if (installedNext !== baseline.next && !process.env.BUDGET_BASELINE_BYTES) {
  console.error(
    `baseline.json was measured with Next ${baseline.next}, but ${installedNext} is installed: run with --measure-baseline and commit the figure.`,
  );
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(`${distDir}/prerender-manifest.json`, 'utf8'));
// Pages only: route handlers (sitemap, robots, preview pictures) are prerendered too, but have no HTML or JS.
const staticRoutes = Object.keys(manifest.routes).filter(
  (route) => manifest.routes[route].routeType === 'page' && !/^\/(_|search-index|sitemap|robots|icon)/.test(route),
);
// A manifest whose entries no longer say `routeType: 'page'` would otherwise measure nothing and pass.
if (staticRoutes.length === 0) {
  console.error(
    `Found no static page in ${distDir}/prerender-manifest.json: is the build there, and its format unchanged?`,
  );
  process.exit(1);
}
const limit = Math.round(baselineBytes * RATIO);
const rows = staticRoutes.map((route) => firstLoadJs(distDir, route));
const over = rows.filter((row) => row.gzipBytes > limit);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = rows.reduce((max, row) => (row.gzipBytes > max.gzipBytes ? row : max), rows[0]);
console.log(
  `First-load JS budget: ${rows.length} static pages, limit ${kb(limit)} (${RATIO}x the bare page's ${kb(baselineBytes)}).`,
);
console.log(`Largest: ${largest.route} ${kb(largest.gzipBytes)} = ${(largest.gzipBytes / baselineBytes).toFixed(3)}x`);
for (const row of over) console.error(`  over budget: ${row.route} ${kb(row.gzipBytes)}`);

const weights = staticRoutes.map((route) => htmlWeight(distDir, route));
const heavy = weights.filter((row) => row.bytes > row.limit);
const heaviest = weights.reduce((max, row) => (row.bytes > max.bytes ? row : max), weights[0]);
const plain = weights
  .filter((row) => !row.reason)
  .reduce((max, row) => (row.bytes > max.bytes ? row : max), weights[0]);
console.log(
  `HTML weight budget (the document as served, without its payload): 60 KB raw, or the ceiling of a named long-content page. Heaviest: ${heaviest.route} ${kb(heaviest.bytes)}; heaviest other page: ${plain.route} ${kb(plain.bytes)}.`,
);
for (const row of heavy) console.error(`  over budget: ${row.route} ${kb(row.bytes)} of HTML (limit ${kb(row.limit)})`);
// The search overlay's index, when the build prerenders it (a fake build in the budget tests may not).
let indexOver = false;
if (manifest.routes[SEARCH_INDEX_ROUTE]) {
  const index = searchIndexWeight(distDir);
  indexOver = index.bytes > index.limit;
  console.log(`Search index budget: ${kb(index.bytes)} gzip (limit ${kb(index.limit)}).`);
  if (indexOver) console.error(`  over budget: ${SEARCH_INDEX_ROUTE} ${kb(index.bytes)} gzip`);
}
process.exit(over.length > 0 || heavy.length > 0 || indexOver ? 1 : 0);
