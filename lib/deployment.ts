/**
 * The next.config settings that let several instances serve one build as one site (docs/operations.md):
 * the same deployment id and build id everywhere, a valid shared server-action key, and with REDIS_URL the
 * shared Redis cache. Read by next.config.ts at `next build` and again at `next start`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

type Env = Record<string, string | undefined>;

// Next accepts letters, digits, dashes and underscores in a deployment id; the build id keeps to the same.
const RELEASE_ID = /^[A-Za-z0-9_-]{1,100}$/;

function releaseId(name: string, value: string): string {
  if (!RELEASE_ID.test(value))
    throw new Error(`${name} may only hold letters, digits, dashes and underscores (at most 100 characters).`);
  return value;
}

function gitCommit(cwd: string): string | undefined {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd,
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5_000,
      })
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** `<package version>-<git commit>` (0_1_0-1a2b3c4d5e6f), or the version alone outside a git checkout. */
export function defaultDeploymentId(cwd = process.cwd()): string {
  const { version } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version: string };
  return [version.replace(/[^A-Za-z0-9_-]/g, '_'), gitCommit(cwd)].filter(Boolean).join('-');
}

/**
 * At build: the deployment id is DEPLOYMENT_ID (else BUILD_ID, else the default above) and the build id is
 * BUILD_ID (else the deployment id), so every machine that builds the same commit gets the same ids. At start
 * the server must announce the id its pages were built with; it reads it back from the build's BUILD_ID file
 * unless DEPLOYMENT_ID is set (which it must be when BUILD_ID and DEPLOYMENT_ID were both set, and differ).
 */
export function releaseConfig(phase: string, distDir: string, env: Env = process.env, cwd = process.cwd()): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const fixedBuildId = env.BUILD_ID ? releaseId('BUILD_ID', env.BUILD_ID) : undefined;
    const deploymentId = env.DEPLOYMENT_ID
      ? releaseId('DEPLOYMENT_ID', env.DEPLOYMENT_ID)
      : (fixedBuildId ?? releaseId('the package version', defaultDeploymentId(cwd)));
    const buildId = fixedBuildId ?? deploymentId;
    return { deploymentId, generateBuildId: async () => buildId };
  }
  if (phase === PHASE_PRODUCTION_SERVER) {
    if (env.DEPLOYMENT_ID) return { deploymentId: releaseId('DEPLOYMENT_ID', env.DEPLOYMENT_ID) };
    try {
      return { deploymentId: releaseId('BUILD_ID', readFileSync(resolve(cwd, distDir, 'BUILD_ID'), 'utf8').trim()) };
    } catch {
      return {};
    }
  }
  return {};
}

/**
 * Server actions carry data encrypted with a key that is generated per build unless this variable fixes it;
 * instances built separately must share it. A wrong value would only fail at the first action, so it fails here.
 */
export function checkServerActionsKey(env: Env = process.env): void {
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  if (key === undefined || key === '') return;
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(key) ? Buffer.from(key, 'base64').length : 0;
  if (![16, 24, 32].includes(bytes)) {
    throw new Error(
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be the base64 of 16, 24 or 32 random bytes (for example `openssl rand -base64 32`).',
    );
  }
}

/**
 * With REDIS_URL (production build and server only) Next keeps its ISR and data cache in Redis instead of each
 * instance's memory and disk, so a page rendered or revalidated on one instance is current on all of them.
 */
export function sharedCacheConfig(env: Env = process.env, cwd = process.cwd()): NextConfig {
  const url = env.REDIS_URL;
  if (!url || env.NODE_ENV !== 'production') return {};
  // The message never repeats the URL: it may hold a password.
  if (!/^rediss?:\/\//.test(url))
    throw new Error(
      'REDIS_URL must be a redis:// or rediss:// URL (leave it unset to keep the cache on each instance).',
    );
  return { cacheHandler: resolve(cwd, 'lib/cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 };
}
