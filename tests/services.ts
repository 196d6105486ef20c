import { execFileSync } from 'node:child_process';

/** The Redis the service-bound tests use: TEST_REDIS_URL, else the local server. */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether a TCP server answers at the URL's host and port, decided synchronously (in a child process) so a test
 * file can choose `describe` or `describe.skip` while jest collects its tests.
 */
function serviceAnswers(url: string, defaultPort = 6379): boolean {
  const { hostname, port } = new URL(url);
  const probe = `require('node:net').connect({ host: ${JSON.stringify(hostname)}, port: ${Number(port) || defaultPort}, timeout: 1000 })
    .on('connect', () => process.exit(0)).on('error', () => process.exit(1)).on('timeout', () => process.exit(1));`;
  try {
    execFileSync(process.execPath, ['-e', probe], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * `describe` when Redis answers, else `describe.skip` with a message saying so; under REQUIRE_REDIS=1
 * (npm run test:services) a missing Redis is an error instead.
 */
export function describeWithRedis(what: string): jest.Describe {
  if (serviceAnswers(testRedisUrl)) return describe;
  if (process.env.REQUIRE_REDIS === '1')
    throw new Error(`Redis does not answer at ${testRedisUrl}; this run requires it.`);
  console.warn(`Redis does not answer at ${testRedisUrl}: skipping ${what} (npm run test:services runs them).`);
  return describe.skip;
}
