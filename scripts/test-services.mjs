#!/usr/bin/env node
/**
 * The service-bound jest suites, which plain `npm test` skips:
 *   npm run test:pg        API and repository tests on PostgreSQL (TEST_DATABASE_URL, default the local server)
 *   npm run test:services  the same, plus the shared Redis cache handler (TEST_REDIS_URL, default the local server)
 * Each suite first checks that its service answers and stops with a clear message when it does not: these
 * suites exist to exercise the services, so a missing one is a failure, never a skip.
 * Further arguments go to jest (npm run test:pg -- -t login).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** A URL as it may appear in a log: without its password. */
function redacted(value) {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(not a valid URL)';
  }
}

async function checkPostgres() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis() {
  const { createClient } = await import('@redis/client');
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } finally {
    if (client.isOpen) await client.close().catch(() => undefined);
  }
}

const services = {
  pg: {
    name: 'PostgreSQL',
    variable: 'TEST_DATABASE_URL',
    url: databaseUrl,
    check: checkPostgres,
    tests: ['tests/api', 'lib/server'],
  },
  redis: { name: 'Redis', variable: 'TEST_REDIS_URL', url: redisUrl, check: checkRedis, tests: ['lib/cache'] },
};

// Leading suite names, then whatever npm passed after its own `--`, for jest.
const args = process.argv.slice(2);
const suites = [];
while (args.length && Object.hasOwn(services, args[0])) suites.push(args.shift());
const jestArgs = args[0] === '--' ? args.slice(1) : args;
const chosen = suites.map((name) => services[name]);
if (chosen.length === 0) {
  console.error(`Usage: node scripts/test-services.mjs ${Object.keys(services).join('|')} [...] [-- jest arguments]`);
  process.exit(2);
}

for (const service of chosen) {
  try {
    await service.check();
  } catch (error) {
    console.error(
      `\nThis suite needs ${service.name} and could not reach it at ${redacted(service.url)}: ${error?.message || error}\n` +
        `Start ${service.name}, or set ${service.variable} to a server the tests may use` +
        (service.name === 'PostgreSQL' ? ' (a role allowed to create schemas in that database).\n' : '.\n'),
    );
    process.exit(1);
  }
}

const env = { ...process.env };
if (suites.includes('pg')) env.TEST_DATABASE_URL = databaseUrl;
if (suites.includes('redis')) {
  env.TEST_REDIS_URL = redisUrl;
  env.REQUIRE_REDIS = '1';
}

const jest = require.resolve('jest/bin/jest');
const result = spawnSync(process.execPath, [jest, ...chosen.flatMap((service) => service.tests), ...jestArgs], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
