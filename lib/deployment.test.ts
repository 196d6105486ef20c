/** @jest-environment node */
import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { checkServerActionsKey, defaultDeploymentId, releaseConfig, sharedCacheConfig } from './deployment';

describe('releaseConfig', () => {
  it('names a build after the package version and commit by default, and uses that as the build id too', async () => {
    const config = releaseConfig(PHASE_PRODUCTION_BUILD, '.next', {});
    expect(config.deploymentId).toBe(defaultDeploymentId());
    expect(config.deploymentId).toMatch(/^\d+_\d+_\d+(-[0-9a-f]{12})?$/);
    expect(await config.generateBuildId!()).toBe(config.deploymentId);
  });

  it('takes the ids from DEPLOYMENT_ID and BUILD_ID when they are set at build time', async () => {
    const both = releaseConfig(PHASE_PRODUCTION_BUILD, '.next', { DEPLOYMENT_ID: 'release-42', BUILD_ID: 'ci-1234' });
    expect(both.deploymentId).toBe('release-42');
    expect(await both.generateBuildId!()).toBe('ci-1234');
    const buildOnly = releaseConfig(PHASE_PRODUCTION_BUILD, '.next', { BUILD_ID: 'ci-1234' });
    expect(buildOnly.deploymentId).toBe('ci-1234');
  });

  it('refuses ids that could not travel in a URL or a header', () => {
    expect(() => releaseConfig(PHASE_PRODUCTION_BUILD, '.next', { DEPLOYMENT_ID: 'v1 "beta"' })).toThrow(
      /DEPLOYMENT_ID may only hold/,
    );
    expect(() => releaseConfig(PHASE_PRODUCTION_BUILD, '.next', { BUILD_ID: 'a/b' })).toThrow(/BUILD_ID may only hold/);
    expect(() => releaseConfig(PHASE_PRODUCTION_BUILD, '.next', { DEPLOYMENT_ID: '1.2.3' })).toThrow(
      /DEPLOYMENT_ID may only hold/,
    );
  });

  it('makes the server announce the id its build was made with, read back from the build', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'release-'));
    mkdirSync(join(cwd, '.next-x'));
    writeFileSync(join(cwd, '.next-x', 'BUILD_ID'), '0_1_0-abcdef123456\n');
    expect(releaseConfig(PHASE_PRODUCTION_SERVER, '.next-x', {}, cwd).deploymentId).toBe('0_1_0-abcdef123456');
    expect(releaseConfig(PHASE_PRODUCTION_SERVER, '.next-x', { DEPLOYMENT_ID: 'release-42' }, cwd).deploymentId).toBe(
      'release-42',
    );
    expect(releaseConfig(PHASE_PRODUCTION_SERVER, '.missing', {}, cwd)).toEqual({});
  });

  it('leaves development alone', () => {
    expect(releaseConfig(PHASE_DEVELOPMENT_SERVER, '.next', { DEPLOYMENT_ID: 'release-42' })).toEqual({});
  });
});

describe('checkServerActionsKey', () => {
  it('accepts an unset key or the base64 of 16, 24 or 32 bytes', () => {
    expect(() => checkServerActionsKey({})).not.toThrow();
    for (const size of [16, 24, 32]) {
      expect(() =>
        checkServerActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(size, 7).toString('base64') }),
      ).not.toThrow();
    }
  });

  it('fails the build on a key that would only fail at the first server action, without printing it', () => {
    for (const key of ['not base64!', Buffer.alloc(20, 7).toString('base64'), 'c2hvcnQ=']) {
      expect(() => checkServerActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })).toThrow(
        /must be the base64 of 16, 24 or 32 random bytes/,
      );
      try {
        checkServerActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key });
      } catch (error) {
        expect(String(error)).not.toContain(key);
      }
    }
  });
});

describe('sharedCacheConfig', () => {
  it('keeps Next’s own cache without REDIS_URL, and in development', () => {
    expect(sharedCacheConfig({ NODE_ENV: 'production' })).toEqual({});
    expect(sharedCacheConfig({ NODE_ENV: 'development', REDIS_URL: 'redis://cache:6379' })).toEqual({});
  });

  it('points Next at the Redis handler, with no per-instance memory cache, when REDIS_URL is set', () => {
    const config = sharedCacheConfig({ NODE_ENV: 'production', REDIS_URL: 'redis://cache:6379' });
    expect(config.cacheMaxMemorySize).toBe(0);
    expect(config.cacheHandler).toMatch(/\/lib\/cache\/redis-cache-handler\.mjs$/);
    expect(existsSync(config.cacheHandler!)).toBe(true);
  });

  it('refuses a REDIS_URL that is not a Redis URL, without repeating it', () => {
    const attempt = () => sharedCacheConfig({ NODE_ENV: 'production', REDIS_URL: 'http://user:s3cret@cache' });
    expect(attempt).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(attempt).not.toThrow(/s3cret/);
  });
});
