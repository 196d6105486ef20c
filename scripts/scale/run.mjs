#!/usr/bin/env node
/**
 * npm run test:scale: the site as several machines run it. One build, copied into two folders that share no disk;
 * two instances on one PostgreSQL and one Redis; nginx in front (deploy/nginx.conf, round robin). Then what a
 * second machine must not break: sessions, rate limits, leads and published news are the same whichever instance
 * answers, and killing one instance under load loses no acknowledged write while nginx keeps serving. A negative
 * control runs the same build without the shared cache and expects the revalidation check to fail.
 * Needs PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL) and nginx; fails clearly without them.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyProject, run, startNginx, startProcess, stopAll, waitFor } from './cluster.mjs';
import { checks } from './checks.mjs';
import { generate } from '../generate.mjs';

const root = process.cwd();
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const database = `scale_${id}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const ports = { nginx: 3510, a: 3511, b: 3512 };
const distDir = '.next-scale';
const work = mkdtempSync(join(tmpdir(), 'site-scale-'));
const results = [];

process.on('exit', () => stopAll());
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

async function admin(sql) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function preflight() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('nginx is not installed (Debian: apt-get install nginx); .ci/run installs it');
  }
  await admin('select 1').catch((error) => {
    throw new Error(`PostgreSQL does not answer at TEST_DATABASE_URL (${error.message})`);
  });
  const { createClient } = await import('@redis/client');
  const redis = createClient({ url: redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  redis.on('error', () => undefined);
  await redis
    .connect()
    .then(() => redis.ping())
    .finally(() => redis.isOpen && redis.close());
}

const releaseEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  DATABASE_URL: databaseUrl,
  DEPLOYMENT_ID: `scale-${id}`,
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${ports.nginx}`,
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
};

function instanceEnv(withCache) {
  return {
    ...process.env,
    ...releaseEnv,
    ...(withCache ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `scale-${id}:` } : { REDIS_URL: '' }),
    TRUSTED_PROXIES: '127.0.0.1',
    // Uploads live on a volume every instance mounts (docs/operations.md, Files); the builds share nothing.
    UPLOAD_DIR: join(work, 'shared-uploads'),
    LOG_REQUESTS: '0',
    SHUTDOWN_TIMEOUT_MS: '3000',
  };
}

function startInstance(label, dir, port, withCache) {
  return startProcess(label, process.execPath, ['scripts/serve.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    env: instanceEnv(withCache),
  });
}

async function startCluster(withCache) {
  const a = startInstance('instance A', join(work, 'a'), ports.a, withCache);
  const b = startInstance('instance B', join(work, 'b'), ports.b, withCache);
  await waitFor(`http://127.0.0.1:${ports.a}/api/health`, 'instance A');
  await waitFor(`http://127.0.0.1:${ports.b}/api/health`, 'instance B');
  const nginx = startNginx(root, join(work, withCache ? 'nginx' : 'nginx-control'), {
    listen: ports.nginx,
    upstreams: [ports.a, ports.b],
  });
  await waitFor(`http://127.0.0.1:${ports.nginx}/api/health`, 'nginx');
  return { a, b, nginx };
}

async function stopCluster(cluster) {
  for (const child of Object.values(cluster)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function record(name, check) {
  const started = Date.now();
  try {
    const detail = await check();
    results.push({ name, ok: true, detail, ms: Date.now() - started });
    console.log(`ok   ${name}${detail ? ` (${detail})` : ''}`);
  } catch (error) {
    const cause = error.cause ? ` (${error.cause.message ?? error.cause})` : '';
    results.push({ name, ok: false, detail: `${error.message}${cause}`, ms: Date.now() - started });
    console.log(`FAIL ${name}: ${error.message}${cause}`);
  }
}

async function main() {
  await preflight();
  await admin(`create database ${database}`);
  console.log(`scale test ${id}: database ${database}, work folder ${work}`);
  const env = { ...process.env, ...releaseEnv };
  generate(env);
  run(process.execPath, ['node_modules/.bin/tsx', '--conditions=react-server', 'scripts/cli/db-migrate.ts'], { env });
  if (process.env.SCALE_SKIP_BUILD !== '1')
    run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .map((file) => file.split('/')[0]);
  for (const copy of ['a', 'b']) copyProject(root, join(work, copy), distDir, [...new Set(files)]);

  const context = { ports, databaseUrl, root, env, work };
  let cluster = await startCluster(true);
  context.cluster = cluster;
  for (const [name, check] of checks.shared) await record(name, () => check(context));

  // Negative control: the same build and database, each instance with its own cache. The revalidation check
  // must now fail; if it passes, it could not tell a shared cache from none.
  await stopCluster(context.cluster);
  cluster = await startCluster(false);
  context.cluster = cluster;
  for (const [name, check] of checks.control) await record(name, () => check(context));
  for (const browser of context.browsers ?? []) await browser.close();
  await stopCluster(cluster);
}

let failed = false;
try {
  await main();
} catch (error) {
  console.error(`test:scale could not run: ${error.message}`);
  failed = true;
} finally {
  stopAll();
  await admin(`drop database if exists ${database} with (force)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
const passed = results.filter((result) => result.ok).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(failed || passed !== results.length ? 1 : 0);
