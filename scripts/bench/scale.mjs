#!/usr/bin/env node
/**
 * The scale-out benchmark (part of `npm run bench`, or alone: `node scripts/bench/scale.mjs`): throughput and p99
 * of one instance on SQLite, one on PostgreSQL, and two on PostgreSQL and Redis behind nginx, measured one after
 * the other on the same build, for a static page and the news API. Writes the "Scale-out" section of
 * bench/RESULTS.md. Needs PostgreSQL, Redis and nginx (like `npm run test:scale`); says so and stops without them.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject, run, startNginx, startProcess, stopAll, waitFor } from '../scale/cluster.mjs';
import { measureLoad } from './load.mjs';

const root = process.cwd();
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const id = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `bench_scale_${id}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const distDir = '.next-scale';
const work = mkdtempSync(join(tmpdir(), 'site-bench-scale-'));
const seconds = Number(process.env.BENCH_SCALE_SECONDS) || 10;
process.on('exit', () => stopAll());

async function admin(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

const release = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DEPLOYMENT_ID: `bench-${id}`,
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  // Production on PostgreSQL refuses to start without it (lib/server/server-secret.ts).
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  LOG_REQUESTS: '0',
  TRUSTED_PROXIES: '127.0.0.1',
};

function instance(dir, port, extra) {
  return startProcess(`:${port}`, process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, ...release, ...extra },
  });
}

async function measure(label, base) {
  const row = { label };
  for (const [name, path] of [
    ['page', '/about'],
    ['api', '/api/news/news'],
  ]) {
    row[name] = await measureLoad({ url: `${base}${path}`, connections: 50, duration: seconds, warmup: 3 });
  }
  console.log(
    `${label}: page ${row.page.requestsPerSecond} req/s p99 ${row.page.p99} ms; api ${row.api.requestsPerSecond} req/s p99 ${row.api.p99} ms`,
  );
  return row;
}

async function main() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    await admin('select 1');
  } catch {
    return '_Not measured: PostgreSQL, Redis and nginx are needed (they are on the CI machines)._';
  }
  await admin(`create database ${database}`);
  const pgEnv = { DATABASE_URL: databaseUrl };
  const env = { ...process.env, ...release, ...pgEnv };
  run(process.execPath, ['node_modules/.bin/tsx', '--conditions=react-server', 'scripts/cli/db-migrate.ts'], {
    env,
    stdio: 'ignore',
  });
  if (!existsSync(join(distDir, 'BUILD_ID')) || process.env.BENCH_SCALE_BUILD === '1') {
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const files = [
    ...new Set(
      execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
        .split('\0')
        .filter(Boolean)
        .map((file) => file.split('/')[0]),
    ),
  ];
  for (const copy of ['a', 'b']) copyProject(root, join(work, copy), distDir, files);
  const rows = [];

  const sqlite = instance(join(work, 'a'), 3491, {
    DATABASE_URL: '',
    REDIS_URL: '',
    DATABASE_PATH: join(work, 'sqlite.db'),
  });
  await waitFor('http://127.0.0.1:3491/api/health', 'SQLite instance');
  rows.push(await measure('1 instance, SQLite', 'http://127.0.0.1:3491'));
  sqlite.kill('SIGTERM');

  const single = instance(join(work, 'a'), 3492, { ...pgEnv, REDIS_URL: '' });
  await waitFor('http://127.0.0.1:3492/api/health', 'PostgreSQL instance');
  rows.push(await measure('1 instance, PostgreSQL', 'http://127.0.0.1:3492'));
  single.kill('SIGTERM');

  const shared = { ...pgEnv, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${id}:` };
  instance(join(work, 'a'), 3481, shared);
  instance(join(work, 'b'), 3482, shared);
  await waitFor('http://127.0.0.1:3481/api/health', 'instance A');
  await waitFor('http://127.0.0.1:3482/api/health', 'instance B');
  const nginx = startNginx(root, join(work, 'nginx'), { listen: 3480, upstreams: [3481, 3482] });
  await waitFor('http://127.0.0.1:3480/api/health', 'nginx');
  rows.push(await measure('2 instances, PostgreSQL + Redis, behind nginx', 'http://127.0.0.1:3480'));
  // nginx's workers inherit this script's output pipes: killed outright, the master leaves them running and the
  // script never exits. Asked to stop, it takes its workers with it.
  await new Promise((resolve) => {
    nginx.once('exit', resolve);
    nginx.kill('SIGQUIT');
  });

  const ratio = (a, b) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);
  const cell = (result) =>
    `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms${result.errors + result.non2xx ? `, ${result.errors + result.non2xx} errors` : ''}`;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)}, ${seconds} s at 50 connections per cell, one configuration at a time, load generator on the same 2-core machine.`,
    '',
    '| configuration | static page `/about` | news API `/api/news/news` |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.label} | ${cell(row.page)} | ${cell(row.api)} |`),
    '',
    `What limits it: two instances behind nginx reach ${ratio(rows[2].page, rows[1].page)}x the page throughput and ${ratio(rows[2].api, rows[1].api)}x the API`,
    'throughput of one instance on PostgreSQL, on one 2-core machine where nginx, PostgreSQL, Redis and the load',
    'generator take the cores the instances need. So the gain of a second machine (its own cores) cannot show here;',
    'what shows is the cost of the extra hop through nginx and of the shared cache (a Redis round trip per page read',
    'instead of memory), which is also why p99 rises. The news API reads the database on every request, which is',
    'where SQLite (in-process) and PostgreSQL (a network round trip and a pool) differ.',
  ].join('\n');
}

let section;
try {
  section = await main();
} finally {
  stopAll();
  await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
const file = new URL('../../bench/RESULTS.md', import.meta.url);
const heading = '## Scale-out: one instance against two behind nginx';
const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
const start = current.indexOf(heading);
const end = start === -1 ? -1 : current.indexOf('\n## ', start + heading.length);
const before = start === -1 ? current.trimEnd() : current.slice(0, start).trimEnd();
const after = end === -1 ? '' : current.slice(end);
writeFileSync(file, `${before}\n\n${heading}\n\n${section}\n${after}`);
console.log(section);
