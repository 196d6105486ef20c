#!/usr/bin/env node
/**
 * npm run bench: builds the site and a bare Next.js page of the same version, serves both in production mode,
 * and measures them side by side: Lighthouse (mobile, median of 5), server load (autocannon), durability under
 * load, and the page-rewrite ablation (rewrites.mjs: the site once more with PAGE_REWRITES off and css). Writes
 * bench/RESULTS.md and prints it. Not part of `npm test`: too slow and noisy for CI.
 * `npm run bench -- --rewrites` measures and writes the ablation section alone (about 20 minutes on 2 cores);
 * BENCH_SKIP_BUILD=1 reuses the builds already made (`.next-bench`, bench/.baseline); BENCH_PORT (default 3400)
 * moves the servers' ports (that port and the next five).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir, release } from 'node:os';
import { get } from 'node:http';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { buildBaseline, baselineDir } from '../budgets/baseline.mjs';
import { launchChrome, measurePages } from './lighthouse.mjs';
import { rankSumTest } from './rank-test.mjs';
import { measureCpuPerRequest, measureLoad } from './load.mjs';
import { leadsSection, measureLeads, withinBudget } from './leads.mjs';
import { nextBin, startNext, stop, waitFor } from './servers.mjs';
import { generate } from '../generate.mjs';
import { compareRuntimes, runtimeSection, writeRuntimeSection } from './runtime.mjs';
import { loaderArguments } from '../../server/page-rewrite/first-paint-scripts.mjs';
import { REWRITE_MODES, REWRITE_TEMPLATES, measureThroughput, rewritesSection, writeSection } from './rewrites.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const DURATION = Number(process.env.BENCH_DURATION || 20);
// The ablation's throughput: rounds of a few seconds per server, so a slow spell of the machine touches all alike.
const REWRITE_ROUNDS = Number(process.env.BENCH_REWRITE_ROUNDS || 3);
const REWRITE_DURATION = Number(process.env.BENCH_REWRITE_DURATION || 5);
const ONLY_REWRITES = process.argv.includes('--rewrites');
const PORT = Number(process.env.BENCH_PORT || 3400);
const SITE_PORT = PORT;
const BASE_PORT = PORT + 1;
const UNCACHED_PORT = PORT + 2;
// PORT + 3 is the runtime comparison's (runtime.mjs).
const REWRITE_PORTS = { off: PORT + 4, css: PORT + 5 };
const site = `http://127.0.0.1:${SITE_PORT}`;
const baseline = `http://127.0.0.1:${BASE_PORT}`;
/** The site's address with PAGE_REWRITES at `mode` (full is the site server of every other section). */
const rewriteOrigin = (mode) => (mode === 'full' ? site : `http://127.0.0.1:${REWRITE_PORTS[mode]}`);
const chromePath =
  process.env.CHROMIUM_PATH || execSync('command -v chromium || true', { encoding: 'utf8' }).trim() || undefined;

// A phone that shows Chinese has a CJK font; a machine without one makes Chromium search its fallback fonts for
// every glyph of the Chinese page and lay out boxes (measured: 244 ms of layout at 4x CPU instead of 149 ms).
const fontList = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
const cjkFamilies = (fontList.stdout ?? '')
  .split('\n')
  .map((line) => line.split(',')[0].trim())
  .filter(Boolean);
// Simplified Chinese is what the Chinese page is written in.
const cjkFont =
  cjkFamilies.find((family) => /Sans CJK SC/.test(family)) ??
  cjkFamilies.find((family) => /Sans CJK/.test(family)) ??
  cjkFamilies[0];
if (!cjkFont)
  log(
    `no CJK font found (${fontList.error?.message ?? (fontList.stderr?.trim() || 'fc-list lists none')}): the Chinese page is measured slower than on a phone (apt-get install fonts-noto-cjk)`,
  );

// Pages of the table; those not served yet (their issue has not landed) are listed as such.
const PAGES = [
  ['Home', '/'],
  ['About (company page)', '/about'],
  ['Device page', '/devices/aortic/solo-smart'],
  ['Awareness page (French)', '/patients-and-caregivers/fr'],
  ['Awareness page (Chinese)', '/patients-and-caregivers/ch'],
  ['Document centre', '/eifu'],
  ['Media library', '/media-library'],
  ['News', '/news'],
  ['News detail', 'first-news-detail'],
  ['Academy courses', '/academy/courses'],
  ['Academy sign-in', '/login'],
];
// What the tables cannot say by themselves (docs/features.md, "Paint", has the measurements behind them).
const LIGHTHOUSE_NOTE =
  "LCP vs baseline: the bare page's own LCP comes after its first paint in some runs (its script chunks run before its paragraph is painted), so the stricter column compares with its first paint. The site's pages wait for the document alone: the server writes in the CSS rules each page uses, the icon is a data URL, the video grids draw their title cards in HTML, and the whole stylesheets, the script chunks and the hydration payload (served apart for pages every visitor receives alike) load after the first paint, in which the largest element is painted. Lighthouse's phone link brings about 14 KB in the first round trip: every document but the awareness pages (a whole patient guide, 16-18 KB as sent) fits in it; see docs/features.md, \"Paint\".";
const WEIGHT_NOTE =
  "Documents as served: with the CSS rules each page uses written in (about 11 KB raw, 2.5 KB as sent) and, for pages every visitor receives alike, without the hydration payload, which the page fetches after its first paint (server/page-rewrite/deferred-payload.mjs; last column). That payload is the same bytes as before, fetched later: the documents are half what they were with it inline (the issue's figures were 175 KB for the awareness page and 152 KB for the media library). Over 60 KB raw because their own content is that long: the awareness pages (a whole patient guide per language, two topics of six chapters, all in the document so every chapter can be linked, printed and indexed) and the media library (the whole catalogue). The sign-in page is personal (rendered per request) and keeps its payload inline. The CI budget (scripts/budgets/html-weight.mjs) holds every prerendered document as served to 60 KB, with ceilings for those two.";

// What a browser sends: the server's compression (and its cache of compressed pages) is part of what is measured.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const databasePath = join(mkdtempSync(join(tmpdir(), 'bench-')), 'site.db');
const siteEnv = { NEXT_DIST_DIR: '.next-bench', DATABASE_PATH: databasePath, BENCH_RAISE_RATE_LIMITS: '1' };

function log(message) {
  console.error(`[bench] ${message}`);
}

async function served(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return response.status === 200;
  } catch {
    return false;
  }
}

const reuseBuilds =
  process.env.BENCH_SKIP_BUILD === '1' &&
  existsSync(`${siteEnv.NEXT_DIST_DIR}/BUILD_ID`) &&
  existsSync(join(baselineDir, '.next', 'BUILD_ID'));
if (reuseBuilds) log('reusing .next-bench and the baseline build (BENCH_SKIP_BUILD=1)');
else {
  log('building the site (.next-bench)');
  generate();
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    stdio: 'inherit',
    env: { ...process.env, ...siteEnv, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(1);
  log('building the baseline page');
  buildBaseline({ quiet: true });
}

// Anything that answers there, whatever its status (the bare page has no robots.txt): a server left running would
// be measured instead of the one started here.
const answers = (url) =>
  fetch(url, { redirect: 'manual' }).then(
    () => true,
    () => false,
  );
for (const url of [site, baseline, rewriteOrigin('off'), rewriteOrigin('css')]) {
  if (await answers(`${url}/`)) throw new Error(`${url} is already in use: stop whatever listens there first`);
}
const siteServer = startNext({ cwd: process.cwd(), port: SITE_PORT, env: siteEnv, site: true });
const baseServer = startNext({ cwd: baselineDir, port: BASE_PORT });
const rewriteServers = [];
try {
  await Promise.all([waitFor(`${site}/robots.txt`), waitFor(`${baseline}/`)]);
  // The same build and database with fewer rewrites, for the ablation; started once the first server has migrated
  // and seeded the database.
  for (const [mode, port] of Object.entries(REWRITE_PORTS)) {
    rewriteServers.push(startNext({ cwd: process.cwd(), port, env: { ...siteEnv, PAGE_REWRITES: mode }, site: true }));
    await waitFor(`${rewriteOrigin(mode)}/robots.txt`);
  }
  if (ONLY_REWRITES) await measureRewrites();
  else await measureAll();
} finally {
  await Promise.all([stop(siteServer), stop(baseServer), ...rewriteServers.map(stop)]);
}

/** The ablation's pages: the bare page, then each template with PAGE_REWRITES off, css and full. */
function rewriteUrls() {
  return [
    `${baseline}/`,
    ...REWRITE_TEMPLATES.flatMap(([, path]) => REWRITE_MODES.map((mode) => `${rewriteOrigin(mode)}${path}`)),
  ];
}

/**
 * The ablation (rewrites.mjs): Lighthouse over its pages unless `lighthouse` has them from the rounds of the whole
 * bench, then their throughput, and its section of RESULTS.md.
 */
async function measureRewrites(lighthouse) {
  const urls = rewriteUrls();
  let results = lighthouse;
  if (!results) {
    log(`page rewrites: Lighthouse, ${RUNS} rounds over ${urls.length} pages after a warm-up`);
    const chrome = await launchChrome(chromePath);
    try {
      results = await measurePages(chrome, urls, RUNS, (round) => log(`  round ${round} of ${RUNS}`));
    } finally {
      await chrome.kill();
    }
  }
  log(
    `page rewrites: requests per second, ${REWRITE_ROUNDS} rounds of ${REWRITE_DURATION} s over ${urls.length} pages`,
  );
  const throughput = await measureThroughput(urls, {
    rounds: REWRITE_ROUNDS,
    duration: REWRITE_DURATION,
    headers: BROWSER_HEADERS,
    onRound: (round) => log(`  round ${round} of ${REWRITE_ROUNDS}`),
  });
  const section = rewritesSection({
    lighthouse: results,
    throughput,
    baseline: `${baseline}/`,
    urlOf: (mode, path) => `${rewriteOrigin(mode)}${path}`,
    runs: RUNS,
    rounds: REWRITE_ROUNDS,
    duration: REWRITE_DURATION,
  });
  writeSection(section);
  console.log(section);
}

async function measureAll() {
  // The newest news item, whatever the seed's ids are.
  const newsDetail = (await (await fetch(`${site}/news`)).text()).match(/href="(\/news-detail\/[^"?#]+)"/)?.[1];
  for (const page of PAGES) if (page[1] === 'first-news-detail') page[1] = newsDetail ?? '/news-detail/unknown';

  log('page weight');
  const weightRows = [
    { label: 'Baseline (bare Next.js page)', path: '/', weight: await measureWeight(`${baseline}/`) },
  ];
  for (const [label, path] of PAGES)
    weightRows.push({
      label,
      path,
      weight: (await served(`${site}${path}`)) ? await measureWeight(`${site}${path}`) : null,
    });

  log(`Lighthouse, ${RUNS} rounds over every page after a warm-up`);
  const chrome = await launchChrome(chromePath);
  const lighthouseRows = [];
  let results;
  try {
    // The pages the weight step found served (a page this build lacks has no weight and no Lighthouse row).
    const measured = weightRows.slice(1).flatMap((row) => (row.weight ? [`${site}${row.path}`] : []));
    // The ablation's pages in the same rounds, so that its table compares runs taken side by side.
    const urls = [...new Set([`${baseline}/`, ...measured, ...rewriteUrls()])];
    results = await measurePages(chrome, urls, RUNS, (round) => log(`  round ${round} of ${RUNS}`));
    lighthouseRows.push({ label: 'Baseline (bare Next.js page)', path: '/', result: results.get(`${baseline}/`) });
    for (const [label, path] of PAGES)
      lighthouseRows.push({ label, path, result: results.get(`${site}${path}`) ?? null });
  } finally {
    await chrome.kill();
  }

  log(`server load, 50 connections for ${DURATION} s each`);
  const loadRows = [];
  loadRows.push({
    label: 'Baseline page',
    result: await measureLoad({ url: `${baseline}/`, headers: BROWSER_HEADERS, duration: DURATION }),
  });
  loadRows.push({
    label: 'Static page (/about)',
    result: await measureLoad({ url: `${site}/about`, headers: BROWSER_HEADERS, duration: DURATION }),
  });
  loadRows.push({
    label: 'Device page',
    result: await measureLoad({
      url: `${site}/devices/aortic/solo-smart`,
      headers: BROWSER_HEADERS,
      duration: DURATION,
    }),
  });
  loadRows.push({
    label: 'Awareness page (French)',
    result: await measureLoad({
      url: `${site}/patients-and-caregivers/fr`,
      headers: BROWSER_HEADERS,
      duration: DURATION,
    }),
  });
  loadRows.push({
    label: 'GET /api/news/news',
    result: await measureLoad({ url: `${site}/api/news/news`, duration: DURATION }),
  });

  const db = new Database(databasePath, { readonly: true });
  const countRows = () => db.prepare('select count(*) as n from brochure_requests').get().n;
  const body = JSON.stringify({
    first_name: 'Bench',
    last_name: 'Mark',
    email: 'bench@example.com',
    country: 'Italy',
    hospital: 'Load Test Hospital',
    broucher: 'solo-smart',
  });
  const postOptions = {
    url: `${site}/api/users/brochure-request`,
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    duration: DURATION,
  };
  loadRows.push({ label: 'POST /api/users/brochure-request', result: await measureLoad(postOptions) });
  // Durability: a fixed number of requests, so every one is answered before the rows are counted. The timed
  // run above stops with requests still in flight; wait until the server has finished them.
  let before = countRows();
  for (let settled = 0; settled < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = countRows();
    settled = now === before ? settled + 1 : 0;
    before = now;
  }
  const burst = await measureLoad({ ...postOptions, warmup: 0, amount: 5000 });
  const durability = { sent: 5000, acknowledged: burst.total2xx, stored: countRows() - before };
  db.close();

  log('server CPU per request');
  // The same build once more with the shared-page cache off (HTML_CACHE_MB=0), to show what hashing and compressing
  // every response costs.
  const uncachedServer = startNext({
    cwd: process.cwd(),
    port: UNCACHED_PORT,
    env: { ...siteEnv, HTML_CACHE_MB: '0' },
    site: true,
  });
  const cpuRows = [];
  try {
    await waitFor(`http://127.0.0.1:${UNCACHED_PORT}/robots.txt`);
    const cpu = (url, pid) => measureCpuPerRequest({ url, pid, headers: BROWSER_HEADERS });
    cpuRows.push({ label: 'Baseline page', result: await cpu(`${baseline}/`, baseServer.pid) });
    for (const path of ['/about', '/devices/aortic/solo-smart', '/patients-and-caregivers/fr']) {
      cpuRows.push({
        label: `\`${path}\``,
        result: await cpu(`${site}${path}`, siteServer.pid),
        uncached: await cpu(`http://127.0.0.1:${UNCACHED_PORT}${path}`, uncachedServer.pid),
      });
    }
  } finally {
    await stop(uncachedServer);
  }

  log('leads inbox: 100,000 leads, list query and CSV export');
  const leads = measureLeads();
  writeResults(lighthouseRows, weightRows, loadRows, cpuRows, durability, leads);
  await measureRewrites(results);
  log('Node 24 against Node 20 on the same build');
  const runtimeOptions = { distDir: siteEnv.NEXT_DIST_DIR, rounds: 2, duration: Math.min(DURATION, 10) };
  const runtime = runtimeSection(await compareRuntimes(runtimeOptions), runtimeOptions);
  writeRuntimeSection(runtime);
  console.log(runtime);
}

/** The body's bytes as sent to a browser (fetch would decode them; a page sent in chunks has no length to read). */
function bytesOnTheWire(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * HTML bytes as sent (raw and compressed as a browser asks) and the hydration payload: written into the page, or
 * fetched after the paint from the address the page names (server/page-rewrite/deferred-payload.mjs).
 */
async function measureWeight(url) {
  const raw = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const compressed = await bytesOnTheWire(url);
  const inline = [...raw.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  );
  const address = loaderArguments(raw)?.payload;
  const apart = address
    ? {
        raw: (await (await fetch(new URL(address, url), { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
          .byteLength,
        wire: (await bytesOnTheWire(new URL(address, url).href)).bytes,
      }
    : undefined;
  return {
    raw: Buffer.byteLength(raw),
    wire: compressed.bytes,
    encoding: compressed.encoding,
    payload: inline,
    apart,
  };
}

/** Whether a page's TBT runs differ from the bare page's, in words a reader of RESULTS.md can act on. */
function tbtVerdict(page, bare) {
  const { p, position } = rankSumTest(page, bare);
  const shown = p < 0.05;
  const direction = position > 0.5 ? 'higher' : 'lower';
  return shown ? `${direction} (p ${p.toFixed(3)})` : `no difference shown (p ${p.toFixed(2)})`;
}

function writeResults(lighthouseRows, weightRows, loadRows, cpuRows, durability, leads) {
  const base = lighthouseRows[0].result;
  const ratio = (value, reference) => (reference > 0 ? `${(value / reference).toFixed(2)}x` : 'n/a');
  const ms = (value) => `${Math.round(value)} ms`;
  const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
  const version = (name) =>
    JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
  const chromium = chromePath ? execSync(`${chromePath} --version`, { encoding: 'utf8' }).trim() : 'Lighthouse default';

  const lines = [
    '# Benchmark results',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${cpus().length} × ${cpus()[0]?.model?.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Linux ${release()}.`,
    `Node ${process.version}, Next ${version('next')}, React ${version('react')}, Lighthouse ${version('lighthouse')} (mobile defaults, median of ${RUNS} runs taken in rounds over the pages, after a warm-up run of each), ${chromium} (CJK font: ${cjkFont || 'none installed'}), autocannon ${version('autocannon')}.`,
    '',
    '## Lighthouse',
    '',
    '| page | perf | a11y | best practices | SEO | FCP | LCP | TBT | CLS | JS transferred | TBT vs baseline | LCP vs baseline | LCP vs baseline FCP | JS vs baseline |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouseRows.map(({ label, path, result }) =>
      result
        ? `| ${label} \`${path}\` | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${ms(result.fcp)} | ${ms(result.lcp)} | ${ms(result.tbt)} | ${result.cls.toFixed(3)} | ${kb(result.jsBytes)} | ${ratio(result.tbt, base.tbt)} | ${ratio(result.lcp, base.lcp)} | ${ratio(result.lcp, base.fcp)} | ${ratio(result.jsBytes, base.jsBytes)} |`
        : `| ${label} \`${path}\` | not served yet | | | | | | | | | | | | |`,
    ),
    '',
    LIGHTHOUSE_NOTE,
    '',
    '### Main-thread work and TBT against the bare page',
    '',
    `Medians over the same runs, in Lighthouse's groups (simulated 4x CPU). Lighthouse's benchmark index of this host: ${Math.round(base.benchmarkIndex)} (higher is faster; its 4x CPU slowdown is meant to turn a desktop-class host into a mid-range phone, so the same page's TBT differs from host to host: compare ratios within one run). "TBT against the bare page" compares every run of the page with every run of the bare page (exact rank-sum test, two-sided): p under 0.05 means the difference is more than the spread of the runs.`,
    '',
    '| page | main thread | vs baseline | script evaluation | vs baseline | parse and compile | style and layout | vs baseline | TBT of each run | TBT against the bare page |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouseRows.flatMap(({ label, path, result }) =>
      result
        ? [
            `| ${label} \`${path}\` | ${ms(result.mainThread)} | ${ratio(result.mainThread, base.mainThread)} | ${ms(result.scriptEvaluation)} | ${ratio(result.scriptEvaluation, base.scriptEvaluation)} | ${ms(result.scriptParseCompile)} | ${ms(result.styleLayout)} | ${ratio(result.styleLayout, base.styleLayout)} | ${[
              ...result.tbtRuns,
            ]
              .sort((a, b) => a - b)
              .map(Math.round)
              .join(', ')} | ${result === base ? '' : tbtVerdict(result.tbtRuns, base.tbtRuns)} |`,
          ]
        : [],
    ),
    '',
    '## Page weight (HTML document)',
    '',
    '| page | HTML raw | as sent | encoding | payload in the page (share of raw) | payload fetched after the paint: raw, as sent | raw vs baseline |',
    '|---|---|---|---|---|---|---|',
    ...weightRows.map(({ label, path, weight }) =>
      weight
        ? `| ${label} \`${path}\` | ${kb(weight.raw)} | ${kb(weight.wire)} | ${weight.encoding} | ${weight.payload ? `${kb(weight.payload)} (${Math.round((weight.payload / weight.raw) * 100)} %)` : 'none'} | ${weight.apart ? `${kb(weight.apart.raw)}, ${kb(weight.apart.wire)}` : 'none'} | ${ratio(weight.raw, weightRows[0].weight.raw)} |`
        : `| ${label} \`${path}\` | not served | | | | | |`,
    ),
    '',
    WEIGHT_NOTE,
    '',
    `## Server load (autocannon, 50 connections, ${DURATION} s after a 5 s warm-up, pages asked for as a browser does: \`Accept-Encoding: gzip, deflate, br\`)`,
    '',
    '| target | req/s | p50 | p99 | errors | non-2xx | req/s vs baseline page |',
    '|---|---|---|---|---|---|---|',
    ...loadRows.map(
      ({ label, result }) =>
        `| ${label} | ${Math.round(result.requestsPerSecond)} | ${result.p50} ms | ${result.p99} ms | ${result.errors} | ${result.non2xx} | ${ratio(result.requestsPerSecond, loadRows[0].result.requestsPerSecond)} |`,
    ),
    '',
    '## Server CPU per request (2,000 requests, 10 connections, as a browser asks)',
    '',
    'CPU time the server processes used, divided by the requests: it shows where the time goes and hardly depends on what else the machine runs. "Without the page cache" is the same build with `HTML_CACHE_MB=0`: every response hashed for the CSP and compressed again.',
    '',
    '| target | CPU per request | without the page cache | vs baseline |',
    '|---|---|---|---|',
    ...cpuRows.map(
      ({ label, result, uncached }) =>
        `| ${label} | ${(result.microsPerRequest / 1000).toFixed(2)} ms | ${uncached ? `${(uncached.microsPerRequest / 1000).toFixed(2)} ms` : ''} | ${ratio(result.microsPerRequest, cpuRows[0].result.microsPerRequest)} |`,
    ),
    '',
    ...cpuRows
      .filter((row) => row.uncached)
      .map(
        ({ label, result, uncached }) =>
          `- ${label}: the page cache saves ${Math.round((1 - result.microsPerRequest / uncached.microsPerRequest) * 100)} % of the CPU per request; what remains is ${(result.microsPerRequest / cpuRows[0].result.microsPerRequest).toFixed(1)}x the bare page's work: the server answering from its page cache without asking Next (docs/architecture.md, "Answered by path"), the headers, writing the bytes.`,
      ),
    '',
    '## Durability under load',
    '',
    `${durability.sent} brochure requests over 50 connections: the server acknowledged ${durability.acknowledged} and the database holds ${durability.stored} new rows: ${durability.acknowledged === durability.stored ? 'equal' : '**NOT EQUAL**'}.`,
    '',
    leadsSection(leads),
  ];
  const resultsFile = new URL('../../bench/RESULTS.md', import.meta.url);
  // BENCH_SKIP_SCALE=1 keeps the scale-out section of the last full run (it is dated) instead of measuring it again.
  const skipScale = process.env.BENCH_SKIP_SCALE === '1';
  const previous = skipScale ? readFileSync(resultsFile, 'utf8') : '';
  const keptScale = previous.includes('## Scale-out') ? `\n${previous.slice(previous.indexOf('## Scale-out'))}` : '';
  const text = lines.join('\n') + keptScale;
  writeFileSync(resultsFile, text);
  console.log(text);
  if (durability.acknowledged !== durability.stored || !withinBudget(leads)) process.exitCode = 1;
  if (skipScale) return;
  // The scale-out table (one instance on SQLite, one on PostgreSQL, two behind nginx) adds its own section.
  const scale = spawnSync(process.execPath, ['scripts/bench/scale.mjs'], { stdio: 'inherit' });
  if (scale.status !== 0) process.exitCode = 1;
}
